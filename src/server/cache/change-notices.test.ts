import { describe, expect, it } from 'vitest';
import { noticesOf, parseNotice } from './change-notices';

describe('the notices a catalogue change goes out in', () => {
  it('an import that changes the whole tenant is one notice saying so, read back as such', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `p${index}`);
    const notices = noticesOf({ tenant: 'cl', kind: 'catalogue', productIds: ids, wholeTenant: true }, 'server-a');
    expect(notices).toEqual([
      { origin: 'server-a', tenant: 'cl', kind: 'catalogue', productIds: [], wholeTenant: true },
    ]);
    expect(parseNotice(JSON.stringify(notices[0]))?.wholeTenant).toBe(true);
  });

  it('named products go 200 a notice, each once, every notice under NOTIFY’s 8,000 bytes', () => {
    const ids = Array.from({ length: 450 }, (_, index) => `producto-${String(index).padStart(6, '0')}`);
    const notices = noticesOf({ tenant: 'br', kind: 'stock-or-rating', productIds: [...ids, ids[0] ?? ''] }, 'b');
    expect(notices.map((notice) => notice.productIds.length)).toEqual([200, 200, 50]);
    expect(notices.flatMap((notice) => notice.productIds)).toEqual(ids);
    for (const notice of notices) expect(Buffer.byteLength(JSON.stringify(notice))).toBeLessThan(8000);
    expect(notices.every((notice) => notice.wholeTenant === undefined)).toBe(true);
  });
});
