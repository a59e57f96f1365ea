import React from 'react';
import AnnouncementBarInit from '@theme-init/AnnouncementBar';
import { useHeaderVariant } from '../../client/use-header-variant';

/** The announcement bar belongs to the docs navbar; marketing pages have a fixed header instead. */
export default function AnnouncementBar(): React.ReactElement | null {
  return useHeaderVariant() === 'docs' ? <AnnouncementBarInit /> : null;
}
