// Writes a minimal PMTiles v3 archive (one tile, no compression), so the tests exercise the real format
// without shipping or downloading a tile set. Layout: 127-byte header, root directory, metadata, tile data.
import { writeFileSync } from 'node:fs';

function varints(values: number[]): number[] {
  const out: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      out.push((value & 0x7f) | 0x80);
      value = Math.floor(value / 128);
    }
    out.push(value);
  }
  return out;
}

/** A directory of one entry: tile id 0 (z0/0/0), run length 1, `length` bytes at offset 0 of the tile data. */
function rootDirectory(length: number): Buffer {
  // count, tile id deltas, run lengths, lengths, offsets (+1: not contiguous with a previous entry).
  return Buffer.from(varints([1, 0, 1, length, 1]));
}

export function writePmtiles(file: string, tile: Buffer): void {
  const directory = rootDirectory(tile.length);
  const metadata = Buffer.from(JSON.stringify({ name: 'cargolens test' }));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileOffset); // no leaf directories
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tile.length);
  u64(72, 1); // addressed tiles
  u64(80, 1); // tile entries
  u64(88, 1); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(2, 99); // tile type: png
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  header.writeInt32LE(-1_800_000_000, 102);
  header.writeInt32LE(-850_000_000, 106);
  header.writeInt32LE(1_800_000_000, 110);
  header.writeInt32LE(850_000_000, 114);
  header.writeUInt8(0, 118);
  writeFileSync(file, Buffer.concat([header, directory, metadata, tile]));
}
