/**
 * The 63 provinces and centrally-run cities of Vietnam as they were before the 2025 administrative
 * reform, which merged them into 34 from 1 July 2025. Spec §3 describes this pre-2025 list (63 entries);
 * addresses members entered before the reform still name these units.
 * `id` is the official GSO code; coordinates are the approximate centre of each provincial capital.
 * Thừa Thiên Huế became the centrally-run city of Huế on 1 January 2025; it keeps its long-standing
 * name here, as in the lists of that period.
 */
export type Province = {
  id: string;
  name: string;
  name_en: string;
  full_name: string;
  full_name_en: string;
  latitude: number;
  longitude: number;
};

type Row = readonly [id: string, name: string, kind: 'city' | 'province', latitude: number, longitude: number];

const ROWS: readonly Row[] = [
  ['01', 'Hà Nội', 'city', 21.0285, 105.8542],
  ['02', 'Hà Giang', 'province', 22.8233, 104.9836],
  ['04', 'Cao Bằng', 'province', 22.6657, 106.257],
  ['06', 'Bắc Kạn', 'province', 22.147, 105.8348],
  ['08', 'Tuyên Quang', 'province', 21.8237, 105.214],
  ['10', 'Lào Cai', 'province', 22.4856, 103.9707],
  ['11', 'Điện Biên', 'province', 21.386, 103.023],
  ['12', 'Lai Châu', 'province', 22.3964, 103.4582],
  ['14', 'Sơn La', 'province', 21.327, 103.9141],
  ['15', 'Yên Bái', 'province', 21.7229, 104.9113],
  ['17', 'Hòa Bình', 'province', 20.8172, 105.3376],
  ['19', 'Thái Nguyên', 'province', 21.5942, 105.8482],
  ['20', 'Lạng Sơn', 'province', 21.8537, 106.7615],
  ['22', 'Quảng Ninh', 'province', 20.9712, 107.0448],
  ['24', 'Bắc Giang', 'province', 21.2731, 106.1946],
  ['25', 'Phú Thọ', 'province', 21.3227, 105.402],
  ['26', 'Vĩnh Phúc', 'province', 21.3089, 105.6049],
  ['27', 'Bắc Ninh', 'province', 21.1861, 106.0763],
  ['30', 'Hải Dương', 'province', 20.9373, 106.3146],
  ['31', 'Hải Phòng', 'city', 20.8449, 106.6881],
  ['33', 'Hưng Yên', 'province', 20.6464, 106.0511],
  ['34', 'Thái Bình', 'province', 20.4463, 106.3366],
  ['35', 'Hà Nam', 'province', 20.5411, 105.9139],
  ['36', 'Nam Định', 'province', 20.42, 106.1683],
  ['37', 'Ninh Bình', 'province', 20.2506, 105.9745],
  ['38', 'Thanh Hóa', 'province', 19.8067, 105.7852],
  ['40', 'Nghệ An', 'province', 18.6796, 105.6813],
  ['42', 'Hà Tĩnh', 'province', 18.3428, 105.9057],
  ['44', 'Quảng Bình', 'province', 17.4689, 106.6223],
  ['45', 'Quảng Trị', 'province', 16.8163, 107.1003],
  ['46', 'Thừa Thiên Huế', 'province', 16.4637, 107.5909],
  ['48', 'Đà Nẵng', 'city', 16.0544, 108.2022],
  ['49', 'Quảng Nam', 'province', 15.5736, 108.474],
  ['51', 'Quảng Ngãi', 'province', 15.1214, 108.8044],
  ['52', 'Bình Định', 'province', 13.783, 109.2197],
  ['54', 'Phú Yên', 'province', 13.0955, 109.3209],
  ['56', 'Khánh Hòa', 'province', 12.2388, 109.1967],
  ['58', 'Ninh Thuận', 'province', 11.5643, 108.9886],
  ['60', 'Bình Thuận', 'province', 10.9289, 108.1021],
  ['62', 'Kon Tum', 'province', 14.3545, 108.0076],
  ['64', 'Gia Lai', 'province', 13.9833, 108.0],
  ['66', 'Đắk Lắk', 'province', 12.6667, 108.05],
  ['67', 'Đắk Nông', 'province', 12.0042, 107.6907],
  ['68', 'Lâm Đồng', 'province', 11.9404, 108.4583],
  ['70', 'Bình Phước', 'province', 11.5349, 106.8832],
  ['72', 'Tây Ninh', 'province', 11.31, 106.0983],
  ['74', 'Bình Dương', 'province', 10.9804, 106.6519],
  ['75', 'Đồng Nai', 'province', 10.9574, 106.8426],
  ['77', 'Bà Rịa - Vũng Tàu', 'province', 10.4963, 107.1684],
  ['79', 'Hồ Chí Minh', 'city', 10.7769, 106.7009],
  ['80', 'Long An', 'province', 10.536, 106.4137],
  ['82', 'Tiền Giang', 'province', 10.36, 106.36],
  ['83', 'Bến Tre', 'province', 10.2415, 106.3759],
  ['84', 'Trà Vinh', 'province', 9.9347, 106.3453],
  ['86', 'Vĩnh Long', 'province', 10.2537, 105.9722],
  ['87', 'Đồng Tháp', 'province', 10.46, 105.633],
  ['89', 'An Giang', 'province', 10.3864, 105.4352],
  ['91', 'Kiên Giang', 'province', 10.0125, 105.0809],
  ['92', 'Cần Thơ', 'city', 10.0452, 105.7469],
  ['93', 'Hậu Giang', 'province', 9.7845, 105.4701],
  ['94', 'Sóc Trăng', 'province', 9.6025, 105.9739],
  ['95', 'Bạc Liêu', 'province', 9.2941, 105.7278],
  ['96', 'Cà Mau', 'province', 9.1768, 105.1524],
];

/** 'Đắk Lắk' → 'Dak Lak': the English names are the Vietnamese ones without diacritics. */
function withoutDiacritics(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

function toProvince([id, name, kind, latitude, longitude]: Row): Province {
  const nameEn = withoutDiacritics(name);
  return {
    id,
    name,
    name_en: nameEn,
    full_name: `${kind === 'city' ? 'Thành phố' : 'Tỉnh'} ${name}`,
    full_name_en: `${nameEn} ${kind === 'city' ? 'City' : 'Province'}`,
    latitude,
    longitude,
  };
}

export const PROVINCES: readonly Province[] = ROWS.map(toProvince);

const byId = new Map(PROVINCES.map((p) => [p.id, p]));

/** undefined for an unknown id, so a stale or post-2025 code can be handled by the caller. */
export function provinceById(id: string): Province | undefined {
  return byId.get(id);
}
