import { describe, expect, it } from 'vitest';
import { bestCorrection, correctionDistance, maxEdits, soundKey } from './search-spelling';

describe('maxEdits: the edits allowed grow with the word', () => {
  it.each([
    [2, 0],
    [3, 0],
    [4, 1],
    [6, 1],
    [7, 2],
    [12, 2],
  ])('%i letters → %i', (length, edits) => {
    expect(maxEdits(length)).toBe(edits);
  });
});

describe('soundKey: spellings of one sound are one', () => {
  it.each([
    ['martillo', 'martiyo'],
    ['visagra', 'bisagra'],
    ['parafuzo', 'parafuso'],
    ['cemento', 'semento'],
    ['hormigon', 'ormigon'],
    ['manguera', 'manguera'],
    ['quemador', 'kemador'],
    ['massa', 'masa'],
    ['chuveiro', 'chubeiro'],
  ])('%s sounds like %s', (word, key) => {
    expect(soundKey(word)).toBe(soundKey(key));
  });

  it('keeps apart what sounds different', () => {
    expect(soundKey('marino')).not.toBe(soundKey('martillo'));
  });
});

describe('correctionDistance', () => {
  it.each([
    ['pintrua', 'pintura', { sound: 1, letters: 1 }],
    ['talador', 'taladro', { sound: 1, letters: 1 }],
    ['martiyo', 'martillo', { sound: 0, letters: 2 }],
    ['visagra', 'bisagra', { sound: 0, letters: 1 }],
    ['tubo', 'tuvo', { sound: 0, letters: 1 }],
  ])('%s → %s is close', (typed, candidate, distance) => {
    expect(correctionDistance(typed, candidate)).toEqual(distance);
  });

  it.each([
    ['escada', 'secado', 'another first letter'],
    ['escada', 'cada', 'another first letter'],
    ['silicona', 'cojines', 'too many edits'],
    ['led', 'les', 'a word under 4 letters is never corrected'],
    ['pintura', 'pintura', 'the same word is not a correction'],
    ['lija', 'liso', 'two edits in 4 letters'],
  ])('%s → %s is refused (%s)', (typed, candidate) => {
    expect(correctionDistance(typed, candidate)).toBeUndefined();
  });
});

describe('bestCorrection', () => {
  const words = (list: [string, number][]) => list.map(([word, frequency]) => ({ word, frequency }));

  it('prefers the fewest edits between sounds over the commonest word', () => {
    expect(
      bestCorrection(
        'martiyo',
        words([
          ['marino', 900],
          ['martillo', 15],
        ]),
      ),
    ).toBe('martillo');
  });

  it('then the fewest edits between letters, then the commonest, then the alphabet', () => {
    expect(
      bestCorrection(
        'tubos',
        words([
          ['tubas', 90],
          ['tuvos', 1],
        ]),
      ),
    ).toBe('tuvos');
    expect(
      bestCorrection(
        'vaso',
        words([
          ['bazo', 90],
          ['baso', 1],
        ]),
      ),
    ).toBe('baso');
    expect(
      bestCorrection(
        'pintrua',
        words([
          ['pintura', 200],
          ['pintora', 3],
        ]),
      ),
    ).toBe('pintura');
    expect(
      bestCorrection(
        'casa',
        words([
          ['cama', 5],
          ['capa', 5],
        ]),
      ),
    ).toBe('cama');
    expect(
      bestCorrection(
        'casa',
        words([
          ['capa', 5],
          ['cama', 5],
        ]),
      ),
    ).toBe('cama');
  });

  it('offers nothing when no candidate is close enough', () => {
    expect(
      bestCorrection(
        'escada',
        words([
          ['secado', 300],
          ['cada', 40],
        ]),
      ),
    ).toBeUndefined();
    expect(bestCorrection('zzqxw', [])).toBeUndefined();
  });
});

describe('bestCorrection with the sounds kept by the caller', () => {
  it('chooses as it does when it works them out', () => {
    const candidates = ['martillo', 'marino', 'pintura', 'bisagra', 'parafuso'].map((word, i) => ({
      word,
      frequency: i + 1,
    }));
    for (const typed of ['martiyo', 'visagra', 'pintrua', 'parafuzo', 'zzzz']) {
      const kept = candidates.map((candidate) => ({ ...candidate, sound: soundKey(candidate.word) }));
      expect(bestCorrection(typed, kept)).toBe(bestCorrection(typed, candidates));
    }
  });
});
