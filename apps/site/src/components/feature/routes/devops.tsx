import React from 'react';
import FeaturePage, { type FeatureRouteProps } from '../FeaturePage';
import DevOpsDiagram from '../DevOpsDiagram';

/** /feature/devops: the feature page with its diagram; the copy is marketing/feature/devops.yml. */
export default function DevOpsRoute(props: FeatureRouteProps<'devops'>): React.ReactElement {
  return <FeaturePage {...props} href="/feature/devops" Diagram={DevOpsDiagram} />;
}
