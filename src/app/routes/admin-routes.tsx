/**
 * Admin routes (to be filled by their issue). A fragment of <Route>s composed in ../routes.tsx;
 * pages are React.lazy so each loads only when visited.
 */
export const adminRoutes = <></>;
