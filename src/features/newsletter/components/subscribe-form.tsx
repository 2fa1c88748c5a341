/**
 * The newsletter form (placeholder until the newsletter work lands). `source` says where
 * the form is (footer, home, sidebar, article) and is stored with the subscription.
 */
export function SubscribeForm(_props: { readonly source: string }) {
  return null;
}
