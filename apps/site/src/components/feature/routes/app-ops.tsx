import React from 'react';
import FeaturePage, { type FeatureRouteProps } from '../FeaturePage';
import AppOpsDiagram from '../AppOpsDiagram';

/** /feature/app-ops: the feature page with its diagram; the copy is marketing/feature/app-ops.yml. */
export default function AppOpsRoute(props: FeatureRouteProps<'app-ops'>): React.ReactElement {
  return <FeaturePage {...props} href="/feature/app-ops" Diagram={AppOpsDiagram} />;
}
