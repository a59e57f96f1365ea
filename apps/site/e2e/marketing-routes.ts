/** Routes with the marketing header, as served under / (Chinese) and /en (English). */
export const marketingRoutes: readonly string[] = ['', '/calculator', '/case', '/usescene', '/usescene/offlineDelivery', '/case/boe', '/privacy', '/server', '/feature/devops', '/feature/multi-cluster', '/feature/service-mesh', '/feature/app-ops', '/feature/app-market', '/en'];
