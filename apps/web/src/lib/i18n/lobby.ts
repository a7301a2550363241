/**
 * The game lobby's category pages ("sảnh"), their game tiles and the game page placeholder. Only the
 * lazily loaded lobby screens import this (lib/i18n.ts); what the home screens and the shell show of
 * the lobby is `t.games` (home.ts).
 */
export const lobbyText = {
  gameCount: (n: number) => `${n} trò chơi`,
  searchLabel: 'Tìm trò chơi',
  searchPlaceholder: 'Tên trò chơi, nhà cung cấp…',
  searchHint: 'Tìm trong tất cả các sảnh',
  clearSearch: 'Xóa nội dung tìm kiếm',
  searchResults: (query: string) => `Kết quả tìm kiếm cho “${query}”`,
  filters: 'Lọc trò chơi',
  all: 'Tất cả',
  favourites: 'Yêu thích',
  recent: 'Chơi gần đây',
  gameList: (what: string) => `Danh sách trò chơi: ${what}`,
  /** The heart toggle's name; aria-pressed says whether it is on. */
  favourite: (name: string) => `Yêu thích ${name}`,
  maintenance: 'Bảo trì',
  noGames: 'Không có trò chơi',
  noGamesHint: (category: string) => `Sảnh ${category} đang được chuẩn bị, vui lòng quay lại sau.`,
  noMatch: 'Không tìm thấy trò chơi',
  noMatchHint: 'Thử từ khóa khác: tên trò chơi, nhà cung cấp hoặc tên sảnh.',
  noFavourites: 'Chưa có trò chơi yêu thích',
  noFavouritesHint: 'Nhấn biểu tượng trái tim trên một trò chơi để thêm vào Yêu thích.',
  noRecent: 'Bạn chưa chơi trò chơi nào gần đây',
  noRecentHint: 'Những trò chơi bạn vừa chơi trong sảnh này sẽ hiện ở đây.',
  noProviderGames: 'Nhà cung cấp này chưa có trò chơi trong sảnh.',
  loading: 'Đang tải trò chơi…',
  loadFailed: 'Không tải được danh sách trò chơi.',
  backToHome: 'Về trang chủ',
  /** The game page's placeholder until the game itself is built. */
  gamePage: {
    lead: 'Trò chơi đang được kết nối, vui lòng quay lại sau.',
    notFound: 'Không tìm thấy trò chơi',
    notFoundHint: 'Trò chơi này không còn trong sảnh hoặc đã được đổi tên.',
    backToHall: (category: string) => `Quay lại sảnh ${category}`,
  },
} as const;
