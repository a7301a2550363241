/**
 * The server's modules (src/modules/<name>): the tables each owns and the modules it may use. A module
 * reaches another only through that module's service.ts, only in the direction listed here (no
 * cycles), and never queries a table it does not own. eslint.config.js turns this map into lint rules;
 * test/house/module-map.test.ts checks it against the folders, the schema and each folder's README.
 * server_secrets belongs to src/db (server-secrets.ts), which every module may use.
 *
 * @type {Record<string, { owns: string[]; uses: string[] }>}
 */
export const SERVER_MODULES = {
  ledger: { owns: ['ledger_accounts', 'ledger_transactions', 'ledger_entries'], uses: [] },
  wallet: { owns: [], uses: ['games', 'ledger'] },
  members: { owns: ['members'], uses: ['wallet', 'ledger'] },
  protection: { owns: ['deposit_limits', 'member_protection_settings', 'member_exclusions', 'loss_limits'], uses: ['members', 'ledger'] },
  auth: { owns: ['refresh_tokens', 'member_logins'], uses: ['members', 'protection', 'wallet'] },
  payments: { owns: ['payment_requests', 'payment_request_events', 'bank_cards'], uses: ['members', 'protection', 'wallet', 'ledger'] },
  games: {
    owns: [
      'game_categories',
      'game_providers',
      'games',
      'game_favourites',
      'game_recent_plays',
      'game_transfers',
      'game_wallets',
      'game_move_answers',
      'game_rounds',
      'game_turnover',
      'game_launch_tokens',
      'game_alerts',
      'game_pull_cursors',
    ],
    uses: ['ledger'],
  },
  maintenance: { owns: ['maintenance_windows'], uses: [] },
  operator: { owns: ['operators', 'operator_audit_log', 'operator_recovery_codes', 'member_notes'], uses: ['auth', 'members', 'protection', 'payments', 'games', 'wallet', 'ledger', 'maintenance', 'chat', 'events', 'callbacks'] },
  'sandbox-provider': { owns: ['sandbox_wallets', 'sandbox_orders', 'sandbox_seeds', 'sandbox_rounds', 'sandbox_launches', 'sandbox_game_sessions', 'sandbox_lottery_draws', 'sandbox_lottery_tickets', 'sandbox_lottery_odds', 'sandbox_table_series', 'sandbox_table_rounds', 'sandbox_table_bets', 'sandbox_table_limits', 'sandbox_sportsbook_fixtures', 'sandbox_sportsbook_markets', 'sandbox_sportsbook_bets', 'sandbox_sportsbook_bet_legs'], uses: [] },
  chat: { owns: ['chat_guests', 'chat_conversations', 'chat_messages', 'chat_attachments', 'chat_canned_replies'], uses: ['members', 'events'] },
  callbacks: { owns: ['callback_requests'], uses: ['members'] },
  captcha: { owns: [], uses: [] },
  events: { owns: [], uses: [] },
  presence: { owns: [], uses: [] },
  health: { owns: [], uses: [] },
};

/** Tables that belong to no module: src/db's own. */
export const SHARED_TABLES = ['server_secrets'];
