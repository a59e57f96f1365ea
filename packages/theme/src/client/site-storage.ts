import SiteStorage from '@generated/site-storage';
import { safeStorage, type SafeStorage, type StorageKind } from './safe-storage';

/** The theme's storage: quiet about the storage kind whose failure Docusaurus already reports. */
export function siteSafeStorage(kind: StorageKind): SafeStorage {
  return safeStorage(kind, { accessReportedByDocusaurus: SiteStorage.type === kind });
}
