import { describe, expect, it } from 'vitest';
import { PROVINCES, provinceById } from '../src/index.ts';

describe('provinces (pre-2025, spec §3)', () => {
  it('lists 63 entries with unique two-digit ids', () => {
    expect(PROVINCES).toHaveLength(63);
    const ids = PROVINCES.map((p) => p.id);
    expect(new Set(ids).size).toBe(63);
    for (const id of ids) expect(id).toMatch(/^\d{2}$/);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(63);
  });

  it('places every capital inside Vietnam', () => {
    for (const p of PROVINCES) {
      expect(p.latitude, p.name).toBeGreaterThanOrEqual(8.5);
      expect(p.latitude, p.name).toBeLessThanOrEqual(23.4);
      expect(p.longitude, p.name).toBeGreaterThanOrEqual(102.1);
      expect(p.longitude, p.name).toBeLessThanOrEqual(109.5);
    }
  });

  it('uses the official codes and names', () => {
    expect(provinceById('01')).toEqual({
      id: '01',
      name: 'Hà Nội',
      name_en: 'Ha Noi',
      full_name: 'Thành phố Hà Nội',
      full_name_en: 'Ha Noi City',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(provinceById('79')?.full_name).toBe('Thành phố Hồ Chí Minh');
    expect(provinceById('79')?.full_name_en).toBe('Ho Chi Minh City');
    expect(provinceById('48')?.name).toBe('Đà Nẵng');
    expect(provinceById('31')?.name).toBe('Hải Phòng');
    expect(provinceById('92')?.name).toBe('Cần Thơ');
    expect(provinceById('10')).toMatchObject({ full_name: 'Tỉnh Lào Cai', full_name_en: 'Lao Cai Province' });
    expect(provinceById('66')).toMatchObject({ name: 'Đắk Lắk', name_en: 'Dak Lak' });
    expect(provinceById('77')?.name_en).toBe('Ba Ria - Vung Tau');
  });

  it('has exactly five centrally-run cities', () => {
    const cities = PROVINCES.filter((p) => p.full_name.startsWith('Thành phố')).map((p) => p.id);
    expect(cities).toEqual(['01', '31', '48', '79', '92']);
  });

  it('gives English names in plain ASCII', () => {
    for (const p of PROVINCES) {
      expect(p.name_en).toMatch(/^[A-Za-z -]+$/);
      expect(p.full_name_en).toBe(`${p.name_en} ${p.full_name.startsWith('Tỉnh') ? 'Province' : 'City'}`);
    }
  });

  it('answers undefined for an unknown id', () => {
    expect(provinceById('03')).toBeUndefined();
    expect(provinceById('1')).toBeUndefined();
  });
});
