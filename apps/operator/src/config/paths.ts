/**
 * Every page of the console, relative to its base (/operator): the routes, the side menu and every link
 * take their address from here.
 */
export const paths = {
  dashboard: '/tong-quan',
  members: '/thanh-vien',
  member: '/thanh-vien/:memberId',
  review: '/duyet-giao-dich',
  audit: '/nhat-ky',
  games: '/tro-choi',
  gameReport: '/tro-choi/bao-cao',
  gameAlerts: '/tro-choi/canh-bao',
  maintenance: '/bao-tri',
  /** "Thể thao": the sportsbook's trading desk. */
  sportsbook: '/the-thao',
  /** "Xổ số": the lottery's odds per bet type. */
  lottery: '/xo-so',
  /** "Bàn casino": the live tables' limits per cửa. */
  tables: '/ban-casino',
  /** "Gọi lại": the callback requests' queue. */
  callbacks: '/goi-lai',
  security: '/bao-mat',
  staff: '/nhan-vien',
  /** Live chat's desk; the open conversation is in the address (reload and Back keep it). */
  chat: '/tro-chuyen',
  chatConversation: '/tro-chuyen/:conversationId?',
} as const;

/** The member search keeps its query in the address (?q=), so Back returns to the results. */
export const MEMBER_QUERY_PARAM = 'q';

export function memberSearchPath(query: string): string {
  return `${paths.members}?${MEMBER_QUERY_PARAM}=${encodeURIComponent(query)}`;
}

export function memberPath(memberId: string): string {
  return `${paths.members}/${memberId}`;
}

/** The games page keeps the open category in the address (?danh-muc=no-hu), by the category's slug. */
export const GAME_CATEGORY_PARAM = 'danh-muc';

export function gamesPath(categorySlug: string): string {
  return `${paths.games}?${GAME_CATEGORY_PARAM}=${encodeURIComponent(categorySlug)}`;
}

export function chatPath(conversationId?: string): string {
  return conversationId ? `${paths.chat}/${conversationId}` : paths.chat;
}
