/**
 * The product's one version, the root package.json's: the server answers it in `/api/health`
 * and the kiosk writes it into its support file. A build carries the version it was built at.
 */
import { version } from '../../../package.json';

export const PRODUCT_VERSION: string = version;
