import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/**
 * A file of named sections (typed arrays, lists of texts, JSON), written once and read back whole:
 * typed arrays come back as views over the file's bytes, without a copy or a parse.
 *
 * Layout: magic (16 bytes) | header CRC-32 | header length | header (JSON) | padding to 8 | body.
 * The header names the file's key, the body's length and CRC-32, and where each section lies.
 * The body holds the typed arrays first, then the texts and JSON: a reader keeps the first part
 * (its arrays are views over it) and lets the second go once it has made strings of it.
 * A file that is short, altered, of another format or of another key reads as absent.
 */
const magic = Buffer.from('ANDAMIO:SEARCH:1');
const alignment = 8;

type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;
const arrayTypes = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float32Array, Float64Array };
type ArrayType = keyof typeof arrayTypes;

export type SectionValue = TypedArray | string[] | unknown;

interface SectionEntry {
  name: string;
  kind: 'array' | 'strings' | 'json';
  offset: number;
  bytes: number;
  type?: ArrayType;
}

interface Header {
  key: string;
  bodyBytes: number;
  /** Where the texts and JSON start, after the typed arrays. */
  arrayBytes: number;
  bodyCrc: number;
  sections: SectionEntry[];
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/** Writes the sections to `path` through a temporary file, so a reader never sees half a file. */
export async function writeSectionFile(path: string, key: string, sections: Map<string, SectionValue>): Promise<void> {
  const chunks: Uint8Array[] = [];
  const entries: SectionEntry[] = [];
  let offset = 0;
  const align = () => {
    const padding = (alignment - (offset % alignment)) % alignment;
    if (padding > 0) chunks.push(new Uint8Array(padding));
    offset += padding;
  };
  const put = (name: string, kind: SectionEntry['kind'], bytes: Uint8Array, type?: ArrayType) => {
    align();
    entries.push({ name, kind, offset, bytes: bytes.byteLength, ...(type ? { type } : {}) });
    chunks.push(bytes);
    offset += bytes.byteLength;
  };
  for (const [name, value] of sections) {
    if (ArrayBuffer.isView(value)) {
      const type = value.constructor.name as ArrayType;
      if (!(type in arrayTypes)) throw new TypeError(`Section ${name}: ${type} cannot be stored`);
      put(name, 'array', new Uint8Array(value.buffer, value.byteOffset, value.byteLength), type);
    } else if (isStrings(value)) {
      // Each text's length (UTF-16 units), to cut the joined texts apart again.
      const lengths = Uint32Array.from(value, (text) => text.length);
      put(`${name}#lengths`, 'array', new Uint8Array(lengths.buffer), 'Uint32Array');
    }
  }
  align();
  const arrayBytes = offset;
  for (const [name, value] of sections) {
    if (ArrayBuffer.isView(value)) continue;
    if (isStrings(value)) put(name, 'strings', Buffer.from(value.join(''), 'utf8'));
    else put(name, 'json', Buffer.from(JSON.stringify(value), 'utf8'));
  }
  let bodyCrc = 0;
  for (const chunk of chunks) bodyCrc = crc32(chunk, bodyCrc);
  const header = Buffer.from(
    JSON.stringify({ key, bodyBytes: offset, arrayBytes, bodyCrc, sections: entries } satisfies Header),
  );
  const lead = Buffer.alloc(magic.length + 8);
  magic.copy(lead);
  lead.writeUInt32LE(crc32(header), magic.length);
  lead.writeUInt32LE(header.length, magic.length + 4);
  const headEnd = lead.length + header.length;
  const headPadding = new Uint8Array((alignment - (headEnd % alignment)) % alignment);

  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  const file = await open(temporary, 'w');
  try {
    for (const chunk of [lead, header, headPadding, ...chunks]) {
      let written = 0;
      while (written < chunk.byteLength) {
        written += (await file.write(chunk, written, chunk.byteLength - written)).bytesWritten;
      }
    }
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  await rename(temporary, path);
}

/** A section file's contents, or undefined when it is not a whole, intact file of this key. */
export class SectionFile {
  readonly #arrays: Buffer;
  readonly #rest: Buffer;
  readonly #header: Header;
  readonly #sections: Map<string, SectionEntry>;

  private constructor(arrays: Buffer, rest: Buffer, header: Header) {
    this.#arrays = arrays;
    this.#rest = rest;
    this.#header = header;
    this.#sections = new Map(header.sections.map((entry) => [entry.name, entry]));
  }

  /** Throws when the file cannot be opened (absent, say). */
  static open(path: string, key: string): SectionFile | undefined {
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const lead = readAt(fd, 0, magic.length + 8);
      if (lead === undefined || !lead.subarray(0, magic.length).equals(magic)) return undefined;
      const headerLength = lead.readUInt32LE(magic.length + 4);
      const headEnd = lead.length + headerLength;
      const headerBytes = headEnd <= size ? readAt(fd, lead.length, headerLength) : undefined;
      if (headerBytes === undefined || crc32(headerBytes) !== lead.readUInt32LE(magic.length)) return undefined;
      const header = JSON.parse(headerBytes.toString('utf8')) as Header;
      if (header.key !== key) return undefined;
      const bodyStart = headEnd + ((alignment - (headEnd % alignment)) % alignment);
      if (size - bodyStart !== header.bodyBytes || header.arrayBytes > header.bodyBytes) return undefined;
      const arrays = readAt(fd, bodyStart, header.arrayBytes);
      const rest = readAt(fd, bodyStart + header.arrayBytes, header.bodyBytes - header.arrayBytes);
      if (arrays === undefined || rest === undefined || crc32(rest, crc32(arrays)) !== header.bodyCrc) return undefined;
      return new SectionFile(arrays, rest, header);
    } finally {
      closeSync(fd);
    }
  }

  get names(): string[] {
    return [...this.#sections.keys()].filter((name) => !name.endsWith('#lengths'));
  }

  #entry(name: string, kind: SectionEntry['kind']): SectionEntry {
    const entry = this.#sections.get(name);
    if (entry?.kind !== kind) throw new Error(`The search snapshot has no ${kind} section ${name}`);
    return entry;
  }

  #slice(entry: SectionEntry): Buffer {
    const arrays = entry.offset < this.#header.arrayBytes;
    const start = arrays ? entry.offset : entry.offset - this.#header.arrayBytes;
    return (arrays ? this.#arrays : this.#rest).subarray(start, start + entry.bytes);
  }

  /** A typed array over the file's bytes (copied only when the file's buffer is not aligned for it). */
  array(name: string): TypedArray {
    const entry = this.#entry(name, 'array');
    const Type = arrayTypes[entry.type as ArrayType];
    const bytes = this.#slice(entry);
    const length = entry.bytes / Type.BYTES_PER_ELEMENT;
    if (bytes.byteOffset % Type.BYTES_PER_ELEMENT === 0)
      return new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset, length);
    return new Type(new Uint8Array(bytes).buffer, 0, length);
  }

  strings(name: string): string[] {
    const lengths = this.array(`${name}#lengths`) as Uint32Array;
    const joined = this.#slice(this.#entry(name, 'strings')).toString('utf8');
    const texts = new Array<string>(lengths.length);
    let at = 0;
    for (let i = 0; i < lengths.length; i++) {
      texts[i] = joined.slice(at, at + (lengths[i] as number));
      at += lengths[i] as number;
    }
    return texts;
  }

  json(name: string): unknown {
    return JSON.parse(this.#slice(this.#entry(name, 'json')).toString('utf8'));
  }

  /** Whatever the section holds, by its kind; an empty list was written as JSON. */
  value(name: string): SectionValue {
    const kind = this.#sections.get(name)?.kind;
    return kind === 'array' ? this.array(name) : kind === 'strings' ? this.strings(name) : this.json(name);
  }
}

/** `length` bytes of the file from `position`, in a buffer of their own; undefined when the file ends first. */
function readAt(fd: number, position: number, length: number): Buffer | undefined {
  // A buffer of its own starts at offset 0 of its memory, so typed arrays over it are aligned.
  const buffer = Buffer.allocUnsafeSlow(length);
  let read = 0;
  while (read < length) {
    const got = readSync(fd, buffer, read, length - read, position + read);
    if (got === 0) return undefined;
    read += got;
  }
  return buffer;
}
