/** The window a maintenance 503 carries, read without the schema library (the contract's zod-free entry). */
export { maintenanceWindowOf, type MaintenanceWindow } from '@app/contract/maintenance-window';
