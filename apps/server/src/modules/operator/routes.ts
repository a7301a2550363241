import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from '@app/contract';
import type { LedgerViewService } from './ledger-service.ts';
import type { MemberStatusService } from './member-status-service.ts';
import type { ReviewService } from './review-service.ts';
import type { CatalogueAdminService } from './catalogue-service.ts';
import type { GameRecordsAdminService } from './game-records-service.ts';
import type { MaintenanceAdminService } from './maintenance-admin-service.ts';
import type { DashboardService } from './dashboard-service.ts';
import type { OperatorAccountsService } from './account-admin-service.ts';
import type { MemberSupportService } from './member-support-service.ts';
import type { Actor, OperatorService } from './service.ts';
import { serve } from '../../lib/contract-route.ts';

const actor = (request: FastifyRequest): Actor => ({ operator: request.operator!, ip: request.ip });

/** The console's calls (HTTP only): each names its contract entry, the service does the work and the audit. */
type OperatorRoutesOptions = {
  service: OperatorService;
  memberStatus: MemberStatusService;
  review: ReviewService;
  ledger: LedgerViewService;
  catalogue: CatalogueAdminService;
  gameRecords: GameRecordsAdminService;
  maintenance: MaintenanceAdminService;
  dashboard: DashboardService;
  accounts: OperatorAccountsService;
  support: MemberSupportService;
};

export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, { service, memberStatus, review, ledger, catalogue, gameRecords, maintenance, dashboard, accounts, support }) => {
  const { login, me, logout, memberSearch, memberDetail, memberSetStatus, audit, memberLedger } = operatorApi;
  const { reviewQueue, paymentApprove, paymentMarkPaid, paymentMarkFailed, paymentReject } = operatorApi;

  serve(app, login, async (request) =>
    service.login(request.body, request.ip),
  );

  serve(app, me, async (request) => request.operator!);

  serve(app, logout, async (request) =>
    service.logout(actor(request), request.operatorSessionId!),
  );

  serve(app, operatorApi.dashboard, async () => dashboard.dashboard());
  serve(app, operatorApi.twoFactorEnrol, async (request) => service.enrolTwoFactor(actor(request)));
  serve(app, operatorApi.twoFactorConfirm, async (request) => service.confirmTwoFactor(actor(request), request.body.code));
  serve(app, operatorApi.passwordChange, async (request) => service.changePassword(actor(request), request.body));

  serve(app, memberSearch, async (request) => service.searchMembers(actor(request), request.body.query),
  );

  serve(app, memberDetail, async (request) => service.memberDetail(actor(request), request.body.memberId),
  );

  serve(app, memberSetStatus, async (request) => memberStatus.setStatus(actor(request), request.body),
  );

  serve(app, operatorApi.memberNotes, async (request) => support.notes(request.body.memberId));
  serve(app, operatorApi.memberNoteAdd, async (request) => support.addNote(actor(request), request.body));
  serve(app, operatorApi.memberLogins, async (request) => support.logins(actor(request), request.body.memberId));
  serve(app, operatorApi.memberProtection, async (request) => support.protection(request.body.memberId));

  serve(app, operatorApi.operatorList, async () => accounts.list());
  serve(app, operatorApi.operatorCreate, async (request) => accounts.create(actor(request), request.body));
  serve(app, operatorApi.operatorSetRole, async (request) => accounts.setRole(actor(request), request.body));
  serve(app, operatorApi.operatorSetStatus, async (request) => accounts.setStatus(actor(request), request.body));
  serve(app, operatorApi.operatorResetPassword, async (request) => accounts.resetPassword(actor(request), request.body));
  serve(app, operatorApi.operatorResetTwoFactor, async (request) => accounts.resetTwoFactor(actor(request), request.body.operatorId));

  serve(app, audit, async (request) =>
    service.auditPage(actor(request), request.body),
  );

  serve(app, memberLedger, async (request) => ledger.memberLedger(actor(request), request.body),
  );

  serve(app, reviewQueue, async (request) => review.queue(request.body),
  );

  serve(app, paymentApprove, async (request) => review.approve(actor(request), request.body.id),
  );

  serve(app, paymentMarkPaid, async (request) => review.markPaid(actor(request), request.body.id),
  );

  serve(app, paymentMarkFailed, async (request) => review.markFailed(actor(request), request.body.id, request.body.reason),
  );

  serve(app, paymentReject, async (request) => review.reject(actor(request), request.body.id, request.body.reason),
  );

  serve(app, operatorApi.gameCatalogue, async () => catalogue.catalogue());
  serve(app, operatorApi.gameUpdate, async (request) => catalogue.updateGame(actor(request), request.body));
  serve(app, operatorApi.gameProviderUpdate, async (request) => catalogue.updateProvider(actor(request), request.body));
  serve(app, operatorApi.gameReorder, async (request) => catalogue.reorder(actor(request), request.body));

  serve(app, operatorApi.memberBets, async (request) => gameRecords.memberBets(actor(request), request.body));
  serve(app, operatorApi.memberBetRound, async (request) => gameRecords.memberBetRound(actor(request), request.body));
  serve(app, operatorApi.gameDailyReport, async (request) => gameRecords.dailyReport(request.body));
  serve(app, operatorApi.gameAlerts, async (request) => gameRecords.alerts(request.body));
  serve(app, operatorApi.gameAlertResolve, async (request) => gameRecords.resolveAlert(actor(request), request.body));

  serve(app, operatorApi.maintenanceList, async () => maintenance.list());
  serve(app, operatorApi.maintenanceCreate, async (request) => maintenance.create(actor(request), request.body));
  serve(app, operatorApi.maintenanceEnd, async (request) => maintenance.end(actor(request), request.body.id));
};
