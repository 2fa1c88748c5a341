interface SpinnerProps {
  /** Read by screen readers; the animation itself is hidden from them. */
  readonly label?: string;
}

export function Spinner({ label = 'Loading…' }: SpinnerProps) {
  return (
    <div role="status" className="flex justify-center py-12">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-blue-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-blue-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
