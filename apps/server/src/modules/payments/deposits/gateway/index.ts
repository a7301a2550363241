import type { Config } from '../../../../config.ts';
import { serverSecret } from '../../../../db/server-secrets.ts';
import type { KvStore } from '../../../../lib/kv/kv-store.ts';
import { SANDBOX_SECRET_NAME, createSandboxGateway, type SandboxGateway } from './sandbox.ts';
import type { Database } from '../../../../db/database.ts';

/**
 * The gateway chosen by PAYMENT_PROVIDER. Only the sandbox ships (D10); a real gateway adds a case
 * here and an adapter beside sandbox.ts. Its state lives in the database and the shared store, so
 * every instance (and both plugins that use it) builds an equivalent one.
 */
export async function createPaymentGateway({ config, db, kv }: { config: Config; db: Database; kv: KvStore }): Promise<SandboxGateway> {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxGateway({ config, kv, secret: await serverSecret(db, SANDBOX_SECRET_NAME) });
  }
}
