import type { ReactElement } from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type { RouteConfig } from 'react-router-config';

/**
 * The route a group of top-level routes (the blog) is nested under in the browser bundle: it
 * renders the group's routes, which end with the 404 page for unknown paths in the group.
 */
export default function RouteSectionOutlet({ route }: { route: { routes?: RouteConfig[] } }): ReactElement {
  return renderRoutes(route.routes ?? []);
}
