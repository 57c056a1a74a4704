import { loadConfig } from '../config.ts';
import { rotatePasswordKey } from '../platform/password-crypto.ts';

/**
 * npm run keys:rotate — makes a new RSA key for password encryption in DATA_DIR/keys. The old
 * key stays accepted until the next rotation; restart the server to use the new one.
 */
const config = loadConfig();
rotatePasswordKey(config);
console.log(`new password key written in ${config.DATA_DIR}/keys; restart the server to use it`);
