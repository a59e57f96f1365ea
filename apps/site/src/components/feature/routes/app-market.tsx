import React from 'react';
import FeaturePage, { type FeatureRouteProps } from '../FeaturePage';
import AppMarketDiagram from '../AppMarketDiagram';

/** /feature/app-market: the feature page with its diagram; the copy is marketing/feature/app-market.yml. */
export default function AppMarketRoute(props: FeatureRouteProps<'app-market'>): React.ReactElement {
  return <FeaturePage {...props} href="/feature/app-market" Diagram={AppMarketDiagram} />;
}
