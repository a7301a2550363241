import { createHash, createHmac } from 'node:crypto';
import { createSigning } from '@app/contract';

/** D4's signing rule over Node's native crypto: the same rule as the client's, several times faster. */
export const nodeSigning = createSigning({
  hmacSha224Hex: (key, message) => createHmac('sha224', key).update(message).digest('hex'),
  sha256Hex: (data) => createHash('sha256').update(data).digest('hex'),
});
