// The Huffman decoding of HPACK string literals (RFC 7541 §5.2), over the code table hpack.js ships (Appendix B).
import { encode } from 'hpack.js/lib/hpack/huffman.js';

/** The symbol that ends a string in no valid encoding: a decoder that meets it fails (RFC 7541 §5.2). */
const EOS = 256;

/**
 * The code as a binary tree in one array: node n's children are at 2n (bit 0) and 2n + 1 (bit 1); a child above 0 is
 * a node, below 0 a leaf holding -(symbol + 1), 0 no code at all.
 */
const TREE = buildTree();

function buildTree(): Int32Array {
  const tree = new Int32Array(2 * 512);
  let nodes = 1;
  encode.forEach(([bits, code], symbol) => {
    let node = 0;
    for (let bit = bits - 1; bit >= 0; bit--) {
      const slot = 2 * node + ((code >>> bit) & 1);
      if (bit === 0) tree[slot] = -(symbol + 1);
      else node = tree[slot]! > 0 ? tree[slot]! : (tree[slot] = nodes++);
    }
  });
  return tree;
}

/**
 * Returns the octets that `source[start, end)` encodes, or null when it is not a valid encoding: EOS inside it, or
 * padding longer than 7 bits or not all ones.
 */
export function huffmanDecode(source: Buffer, start: number, end: number): Buffer | null {
  // A code is at least 5 bits long: 8 bytes decode to at most 12 octets.
  const out = Buffer.allocUnsafe(Math.ceil(((end - start) * 8) / 5));
  let length = 0;
  let node = 0;
  let depth = 0;
  let ones = true;
  for (let index = start; index < end; index++) {
    const byte = source[index]!;
    for (let bit = 7; bit >= 0; bit--) {
      const one = (byte >>> bit) & 1;
      const next = TREE[2 * node + one]!;
      if (next < 0) {
        const symbol = -next - 1;
        if (symbol === EOS) return null;
        out[length++] = symbol;
        node = 0;
        depth = 0;
        ones = true;
      } else if (next === 0) return null;
      else {
        node = next;
        depth++;
        ones &&= one === 1;
      }
    }
  }
  return depth <= 7 && ones ? out.subarray(0, length) : null;
}
