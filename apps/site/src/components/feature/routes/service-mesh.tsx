import React from 'react';
import FeaturePage, { type FeatureRouteProps } from '../FeaturePage';
import ServiceMeshDiagram from '../ServiceMeshDiagram';

/** /feature/service-mesh: the feature page with its diagram; the copy is marketing/feature/service-mesh.yml. */
export default function ServiceMeshRoute(props: FeatureRouteProps<'service-mesh'>): React.ReactElement {
  return <FeaturePage {...props} href="/feature/service-mesh" Diagram={ServiceMeshDiagram} />;
}
