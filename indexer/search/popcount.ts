// Counting the bits two bit strings share, in WebAssembly: i64.popcnt is the CPU's popcount instruction, 64 bits
// at a time, where JavaScript has no 64-bit popcount (a 32-bit software one is about 8 times slower). The module
// is this WebAssembly text, assembled by hand (104 bytes), so no compiler or build step is needed:
//
// (module
//   (memory (export "memory") 1)
//   ;; the number of 1 bits in (a AND m), over the 8-byte words from a up to end (byte addresses)
//   (func (export "count") (param $a i32) (param $m i32) (param $end i32) (result i32)
//     (local $c i64)
//     (block $done
//       (loop $next
//         (br_if $done (i32.ge_u (local.get $a) (local.get $end)))
//         (local.set $c (i64.add (local.get $c)
//           (i64.popcnt (i64.and (i64.load (local.get $a)) (i64.load (local.get $m))))))
//         (local.set $a (i32.add (local.get $a) (i32.const 8)))
//         (local.set $m (i32.add (local.get $m) (i32.const 8)))
//         (br $next)))
//     (i32.wrap_i64 (local.get $c))))
//
// popcount.test.ts checks it against a plain JavaScript count.

// prettier-ignore
const MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x08, 0x01, 0x60, 0x03, 0x7f, 0x7f, 0x7f, 0x01, 0x7f, // types: (i32, i32, i32) -> i32
  0x03, 0x02, 0x01, 0x00, // functions: one, of type 0
  0x05, 0x03, 0x01, 0x00, 0x01, // memory: one, at least 1 page
  0x07, 0x12, 0x02, // exports: two
  0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, // "memory", memory 0
  0x05, 0x63, 0x6f, 0x75, 0x6e, 0x74, 0x00, 0x00, // "count", function 0
  0x0a, 0x37, 0x01, 0x35, // code: one body of 53 bytes
  0x01, 0x01, 0x7e, // one local, i64 ($c)
  0x02, 0x40, 0x03, 0x40, // block, loop
  0x20, 0x00, 0x20, 0x02, 0x4f, 0x0d, 0x01, // br_if 1 (a >= end)
  0x20, 0x03, 0x20, 0x00, 0x29, 0x03, 0x00, 0x20, 0x01, 0x29, 0x03, 0x00, 0x83, 0x7b, 0x7c, 0x21, 0x03, // c += popcnt(*a & *m)
  0x20, 0x00, 0x41, 0x08, 0x6a, 0x21, 0x00, // a += 8
  0x20, 0x01, 0x41, 0x08, 0x6a, 0x21, 0x01, // m += 8
  0x0c, 0x00, 0x0b, 0x0b, // br 0 (loop), end, end
  0x20, 0x03, 0xa7, 0x0b, // (i32) c
]);

const compiled = new WebAssembly.Module(MODULE);

const PAGE = 65_536;

/** A growable block of memory and the count over it. Views of the memory must be taken again after `grow`. */
export type BitCounter = {
  readonly memory: WebAssembly.Memory;
  /** The number of 1 bits in (a AND m) over the 8-byte words at byte addresses [a, end) and [m, ...). */
  count: (a: number, m: number, end: number) => number;
  /** Makes the memory at least this many bytes long. */
  reserve: (bytes: number) => void;
};

export function createBitCounter(): BitCounter {
  const instance = new WebAssembly.Instance(compiled);
  const memory = instance.exports.memory as WebAssembly.Memory;
  const count = instance.exports.count as (a: number, m: number, end: number) => number;
  return {
    memory,
    count,
    reserve: (bytes) => {
      const missing = bytes - memory.buffer.byteLength;
      if (missing > 0) memory.grow(Math.ceil(missing / PAGE));
    },
  };
}
