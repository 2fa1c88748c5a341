import { RouterProvider, type DataRouter } from 'react-router-dom';

/**
 * The whole app for a given router: the browser router in main.tsx, a memory router in
 * tests. App-wide providers (auth, theme) wrap the RouterProvider here.
 */
export function App({ router }: { readonly router: DataRouter }) {
  return <RouterProvider router={router} />;
}
