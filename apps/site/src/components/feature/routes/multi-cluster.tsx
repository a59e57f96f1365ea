import React from 'react';
import FeaturePage, { type FeatureRouteProps } from '../FeaturePage';
import MultiClusterDiagram from '../MultiClusterDiagram';

/** /feature/multi-cluster: the feature page with its diagram; the copy is marketing/feature/multi-cluster.yml. */
export default function MultiClusterRoute(props: FeatureRouteProps<'multi-cluster'>): React.ReactElement {
  return <FeaturePage {...props} href="/feature/multi-cluster" Diagram={MultiClusterDiagram} />;
}
