import { operatorMay } from '@app/contract/operator-permissions';
import type { OperatorRouteName } from '@app/contract/operator-routes';
import { useSession } from './session.ts';

/**
 * Whether the signed-in operator's role may use a console route (the contract's OPERATOR_ROUTE_ROLES,
 * which the server enforces): the menu, the pages and the actions show only what the role may use.
 */
export function useMay(): (route: OperatorRouteName) => boolean {
  const role = useSession()?.operator.role;
  return (route) => role !== undefined && operatorMay(role, route);
}
