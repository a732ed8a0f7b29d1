import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/** How much a workbook may unpack to, whatever its size: more is refused as a zip bomb. */
export const ZIP_LIMITS = {
  /** Bytes of every entry unpacked. */
  totalBytes: 256 * 1024 * 1024,
  /** Unpacked size over packed size of an entry larger than 1 MiB unpacked. */
  ratio: 200,
  entries: 2000,
};

/** One entry of a zip as its central directory says it. */
export interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  full: number;
  /** Where its local header starts. */
  offset: number;
}

/** What the central directory of a zip says it holds. */
export interface ZipListing {
  names: string[];
  entries: ZipEntry[];
  unpackedBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Reads the central directory of the zip in `file` (`size` bytes) without unpacking anything, and
 * answers its entries, or undefined when it is not a zip we read (no end record, zip64, a directory
 * that runs out of the file, an entry that unpacks beyond ZIP_LIMITS, too many entries).
 */
export async function zipListing(file: FileHandle, size: number): Promise<ZipListing | undefined> {
  const tailSize = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailSize);
  await file.read(tail, 0, tailSize, size - tailSize);
  let at = -1;
  for (let i = tailSize - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return undefined;
  const count = tail.readUInt16LE(at + 10);
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) return undefined;
  if (count > ZIP_LIMITS.entries || dirOffset + dirSize > size) return undefined;
  const dir = Buffer.alloc(dirSize);
  await file.read(dir, 0, dirSize, dirOffset);
  const names: string[] = [];
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) return undefined;
    const method = dir.readUInt16LE(p + 10);
    const packed = dir.readUInt32LE(p + 20);
    const full = dir.readUInt32LE(p + 24);
    const nameLength = dir.readUInt16LE(p + 28);
    const extra = dir.readUInt16LE(p + 30);
    const comment = dir.readUInt16LE(p + 32);
    if (packed === 0xffffffff || full === 0xffffffff) return undefined;
    if (full > 1024 * 1024 && full > packed * ZIP_LIMITS.ratio) return undefined;
    unpacked += full;
    if (unpacked > ZIP_LIMITS.totalBytes) return undefined;
    const name = dir.toString('utf8', p + 46, p + 46 + nameLength);
    names.push(name);
    entries.push({ name, method, packed, full, offset: dir.readUInt32LE(p + 42) });
    p += 46 + nameLength + extra + comment;
  }
  return { names, entries, unpackedBytes: unpacked };
}

/**
 * Unpacks every entry of `listing` once, throwing nothing away but the bytes: each must be stored
 * or deflated, inflate without error, and come to exactly the size the directory says (a bomb that
 * lies about its sizes is stopped at the size it declared). Resolves false for a damaged or lying
 * zip, so the spreadsheet reader only ever sees a sound one.
 */
export async function zipIsSound(file: FileHandle, path: string, listing: ZipListing): Promise<boolean> {
  for (const entry of listing.entries) {
    if (entry.method !== 0 && entry.method !== 8) return false;
    const local = Buffer.alloc(30);
    await file.read(local, 0, 30, entry.offset);
    if (local.readUInt32LE(0) !== 0x04034b50) return false;
    const start = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    if (entry.packed === 0) {
      if (entry.full !== 0) return false;
      continue;
    }
    let seen = 0;
    try {
      const count = async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) {
          seen += chunk.length;
          if (seen > entry.full) throw new Error('entry larger than declared');
        }
      };
      const read = createReadStream(path, { start, end: start + entry.packed - 1 });
      if (entry.method === 8) await pipeline(read, createInflateRaw(), count);
      else await pipeline(read, count);
    } catch {
      return false;
    }
    if (seen !== entry.full) return false;
  }
  return true;
}
