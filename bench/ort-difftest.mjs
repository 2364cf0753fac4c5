// Differential testing of split-onnx-run against ONNX Runtime on random
// models: Split (opsets 1, 2, 11, 13, 18), SplitToSequence (11, 24) followed
// by SequenceLength / SequenceAt, or by SequenceInsert, SequenceErase and
// ConcatFromSequence (a sequence built further at run time), and sequences
// that SequenceConstruct or SequenceEmpty and SequenceInserts build. Shapes include
// zero dimensions and symbolic ones; split sizes, axes, positions and num_outputs include invalid
// values; element types are the ones onnxruntime-node can feed, strings
// included.
//
// For each case: the model (protobuf text) is encoded with protoc; ONNX
// Runtime runs it on random inputs; its outputs become the expected outputs
// of an ONNX backend-test directory (model.onnx, test_data_set_0/) that
// split-onnx-run checks bit for bit. Outcomes: "same" (same results), "both
// reject" (ONNX Runtime errors and split-onnx-run fails), "known" (a
// difference docs/Semantics.md lists; see knownDeviation below), "skipped" (ONNX
// Runtime has no kernel for the case), and "DIFFERENT" (anything else: a
// bug). Exit status 1 if any case is DIFFERENT or split-onnx-run crashed.
//
//   node ort-difftest.mjs <split-onnx-run> <onnx.proto include dir> <workdir>
//        [--seed=N] [--cases=N] [--keep] [--verbose]
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ort from 'onnxruntime-node';
import { encodeModel } from './onnx-text.mjs';

const args = process.argv.slice(2);
const [runner, protoInclude, workdir] = args.filter((a) => !a.startsWith('--'));
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const seed = option('seed', 1);
const caseCount = option('cases', 200);
const verbose = args.includes('--verbose');
const keep = args.includes('--keep');

// mulberry32: small, seedable, good enough to pick test cases.
let rngState = seed >>> 0;
const random = () => {
  rngState = (rngState + 0x6d2b79f5) >>> 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

// ONNX data types onnxruntime-node can feed: ONNX code, ORT name, typed array.
const types = {
  float: { code: 1, ort: 'float32', array: Float32Array },
  uint8: { code: 2, ort: 'uint8', array: Uint8Array },
  int8: { code: 3, ort: 'int8', array: Int8Array },
  uint16: { code: 4, ort: 'uint16', array: Uint16Array },
  int16: { code: 5, ort: 'int16', array: Int16Array },
  int32: { code: 6, ort: 'int32', array: Int32Array },
  int64: { code: 7, ort: 'int64', array: BigInt64Array },
  bool: { code: 9, ort: 'bool', array: Uint8Array },
  float16: { code: 10, ort: 'float16', array: Uint16Array },
  double: { code: 11, ort: 'float64', array: Float64Array },
  uint32: { code: 12, ort: 'uint32', array: Uint32Array },
  uint64: { code: 13, ort: 'uint64', array: BigUint64Array },
  string: { code: 8, ort: 'string', array: null },
};
const floatTypes = ['float16', 'float', 'double'];
const numericTypes = Object.keys(types).filter((t) => t !== 'string');
// ONNX Runtime's CPU SplitToSequence kernel has no 8/16-bit integer or
// unsigned kernels; other types are "skipped" if it refuses them.
const sequenceTypes = ['float', 'float16', 'double', 'int32', 'int64', 'bool'];
// Strings in one case out of five: Split-2 and later, SplitToSequence,
// SequenceAt all take them, in ONNX and in ONNX Runtime.
const pickType = (numeric) => (chance(0.2) ? 'string' : pick(numeric));

// A tensor: { type, dims, bytes (little-endian raw data) }, or for strings
// { type, dims, strings (one Buffer of UTF-8 bytes per element) }.
const count = (dims) => dims.reduce((a, b) => a * b, 1);
// Strings: empty, quotes, backslashes, control characters, multi-byte UTF-8,
// sometimes long. onnxruntime-node converts fed JS strings to C strings,
// which end at the first NUL ("x\0y" arrives as "x"; outputs keep NUL
// bytes), so only initializers (withNul) hold embedded NULs.
const stringAlphabet = ['a', 'b', 'z', ' ', '"', '\\', '\t', '\n', '\u0001', 'é', '日', '😀'];
const randomString = (withNul) => {
  const length = chance(0.05) ? int(100, 1100) : chance(0.2) ? 0 : int(1, 6);
  let text = '';
  for (let i = 0; i < length; ++i)
    text += withNul && chance(0.1) ? '\0' : pick(stringAlphabet);
  return Buffer.from(text, 'utf8');
};
const randomTensor = (type, dims, withNul = false) => {
  const n = count(dims);
  if (type === 'string')
    return { type, dims, strings: Array.from({ length: n }, () => randomString(withNul)) };
  const size = types[type].array.BYTES_PER_ELEMENT;
  const bytes = Buffer.alloc(n * size);
  for (let i = 0; i < bytes.length; ++i) bytes[i] = int(0, 255);
  if (type === 'bool') for (let i = 0; i < n; ++i) bytes[i] &= 1;
  return { type, dims, bytes };
};
const intTensor = (type, dims, values) => {
  const Array_ = types[type].array;
  const data = Array_.from(values, (v) => (Array_ === BigInt64Array ? BigInt(v) : v));
  return { type, dims, bytes: Buffer.from(data.buffer) };
};

// TensorProto, encoded by hand (dims = 1, data_type = 2, raw_data = 9).
const varint = (n) => {
  const out = [];
  let v = BigInt(n);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    out.push(byte);
  } while (v);
  return out;
};
// Strings go to string_data = 6, one length-delimited field per element.
const encodeTensor = ({ type, dims, bytes, strings }) => Buffer.concat([
  Buffer.from(dims.flatMap((d) => [0x08, ...varint(d)])),
  Buffer.from([0x10, ...varint(types[type].code)]),
  ...(strings
    ? strings.flatMap((s) => [Buffer.from([0x32, ...varint(s.length)]), s])
    : [Buffer.from([0x4a, ...varint(bytes.length)]), bytes])]);
const octal = (bytes) => [...bytes].map((b) => '\\' + b.toString(8).padStart(3, '0')).join('');
const tensorText = ({ type, dims, bytes, strings }) =>
  `data_type: ${types[type].code} ${dims.map((d) => `dims: ${d} `).join('')}` +
  (strings ? strings.map((s) => `string_data: "${octal(s)}"`).join(' ')
    : `raw_data: "${octal(bytes)}"`);

const ortTensor = ({ type, dims, bytes, strings }) => {
  if (strings) return new ort.Tensor('string', strings.map((s) => s.toString('utf8')), dims);
  const Array_ = types[type].array;
  const copy = Uint8Array.from(bytes); // aligned
  const data = new Array_(copy.buffer, 0, count(dims));
  return new ort.Tensor(types[type].ort, data, dims);
};
const fromOrt = (t) => {
  const type = Object.keys(types).find((k) => types[k].ort === t.type);
  if (!type) throw new Error(`unexpected ONNX Runtime output type ${t.type}`);
  if (type === 'string')
    return { type, dims: [...t.dims], strings: Array.from(t.data, (s) => Buffer.from(s, 'utf8')) };
  const data = t.data;
  return { type, dims: [...t.dims],
           bytes: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
};

// Split sizes for `d` and `n` results: valid (zeros allowed) or invalid.
const randomSizes = (d, n) => {
  const valid = () => {
    const sizes = new Array(n).fill(0);
    for (let i = 0; i < d; ++i) sizes[int(0, n - 1)]++;
    return sizes;
  };
  const r = random();
  if (r < 0.55) return { sizes: valid(), kind: 'valid' };
  if (r < 0.65) return { sizes: [], kind: 'empty' };
  if (r < 0.75) { const s = valid(); s[int(0, n - 1)] += pick([-1, 1]); return { sizes: s, kind: 'sum' }; }
  if (r < 0.85) { const s = valid(); const i = int(0, n - 1); s[i] = -1 - int(0, 2); return { sizes: s, kind: 'negative' }; }
  const s = valid();
  if (chance(0.5) || n === 1) s.push(0); else s.pop();
  return { sizes: s, kind: 'count' };
};

const randomShape = () => {
  const rank = pick([1, 1, 2, 2, 3, 4]);
  return Array.from({ length: rank }, () => (chance(0.12) ? 0 : int(1, 4)));
};
const randomAxis = (rank) => (chance(0.05) ? pick([rank, -rank - 1]) : int(-rank, rank - 1));
const axisDim = (shape, axis) => shape[axis < 0 ? axis + shape.length : axis];

// The data input x: fed, or for strings sometimes an initializer (the only
// place ONNX Runtime keeps embedded NULs; also the importer's string
// constants).
const dataInput = (type, shape) => {
  const initializer = type === 'string' && chance(0.25);
  return { name: 'x', tensor: randomTensor(type, shape, initializer), initializer };
};

// A position input of one element: 0-D, or 1-D of size 1 (§4 accepts
// both, as ONNX Runtime does).
const positionInput = (name, p) => ({
  name, tensor: intTensor(pick(['int32', 'int64']), chance(0.2) ? [1] : [], [p]) });

// A sequence built from tensors, as exporters write Python lists
// (`torch.stack([a, b])`, `list.append` in a loop, `pop`): SequenceConstruct
// of fed tensors, or SequenceEmpty and SequenceInserts; then sometimes an
// insert at a position and an erase; then SequenceLength and SequenceAt or
// ConcatFromSequence. The elements share a shape except, sometimes, along
// one axis (the concatenation axis mostly, else ConcatFromSequence fails).
const makeBuiltCase = (index) => {
  const type = pickType(sequenceTypes);
  const rank = pick([1, 1, 2, 2, 3]);
  const base = Array.from({ length: rank }, () => (chance(0.12) ? 0 : int(1, 4)));
  const varyAxis = int(0, rank - 1);
  const elementShape = () => {
    const s = [...base];
    if (chance(0.5)) s[chance(0.85) ? varyAxis : int(0, rank - 1)] = int(0, 4);
    return s;
  };
  const inputs = [];
  const tensorInput = (name) => {
    inputs.push({ name, tensor: randomTensor(type, elementShape()) });
    return name;
  };
  const facts = { op: 'built', builders: true };
  let step = 0;
  let last = 'q0';
  const next = () => `q${++step}`;
  let k;
  let nodes;
  if (chance(0.5)) {
    k = int(1, 4);
    const names = Array.from({ length: k }, (_, i) => tensorInput(`t${i}`));
    nodes = `node { op_type: "SequenceConstruct" ${names.map((n) => `input: "${n}" `).join('')}output: "q0" }`;
    facts.construct = k;
  } else {
    nodes = `node { op_type: "SequenceEmpty" output: "q0" attribute { name: "dtype" type: INT i: ${types[type].code} } }`;
    k = int(1, 3);
    for (let i = 0; i < k; ++i) {
      const t = tensorInput(`a${i}`);
      const q = next();
      nodes += ` node { op_type: "SequenceInsert" input: "${last}" input: "${t}" output: "${q}" }`;
      last = q;
    }
    facts.appends = k;
  }
  if (chance(0.4)) {
    const p = chance(0.85) ? int(-k, k) : pick([-k - 1, k + 1]);
    inputs.push(positionInput('pi', p));
    const t = tensorInput('ti');
    const q = next();
    nodes += ` node { op_type: "SequenceInsert" input: "${last}" input: "${t}" input: "pi" output: "${q}" }`;
    last = q;
    facts.insertAt = p;
    ++k;
  }
  if (chance(0.4)) {
    const position = chance(0.7);
    if (position) {
      const p = chance(0.85) ? int(-k, k - 1) : pick([-k - 1, k]);
      inputs.push(positionInput('pe', p));
      facts.eraseAt = p;
    }
    const q = next();
    nodes += ` node { op_type: "SequenceErase" input: "${last}" ${position ? 'input: "pe" ' : ''}output: "${q}" }`;
    last = q;
    --k;
  }
  nodes += ` node { op_type: "SequenceLength" input: "${last}" output: "len" }`;
  const outputs = ['len'];
  if (chance(0.4)) {
    const p = chance(0.85) && k > 0 ? int(-k, k - 1) : pick([-k - 1, k]);
    inputs.push(positionInput('p', p));
    nodes += ` node { op_type: "SequenceAt" input: "${last}" input: "p" output: "e" }`;
    outputs.push('e');
    facts.at = p;
  } else {
    const newAxis = chance(0.3) ? 1 : 0;
    const concatAxis = newAxis === 0 && chance(0.6)
      ? pick([varyAxis, varyAxis - rank])
      : chance(0.9) ? int(newAxis ? -rank - 1 : -rank, newAxis ? rank : rank - 1)
        : (newAxis ? rank + 1 : rank);
    nodes += ` node { op_type: "ConcatFromSequence" input: "${last}" output: "c"` +
      ` attribute { name: "axis" type: INT i: ${concatAxis} }` +
      (newAxis || chance(0.3) ? ` attribute { name: "new_axis" type: INT i: ${newAxis} }` : '') + ' }';
    outputs.push('c');
    Object.assign(facts, { newAxis, concatAxis });
  }
  return { name: `case-${index}-built`, opset: pick([11, 13, 18, 24]), nodes, inputs,
           outputs, symbolic: false, facts, type };
};

// One random case: { name, opset, ortOpset?, nodes, inputs [{name, tensor,
// initializer?}], outputs, symbolic, facts (for the classification) }.
const makeCase = (index) => {
  const shape = randomShape();
  let symbolic = chance(0.35);
  const sequence = chance(0.4);
  if (!sequence) {
    const version = pick([1, 2, 11, 13, 18]);
    // Split-1 is float-only.
    const type = version === 1 ? pick(floatTypes) : pickType(numericTypes);
    const axis = randomAxis(shape.length);
    // Make the split dimension interesting: sometimes larger, sometimes 0.
    const axisValid = axis >= -shape.length && axis < shape.length;
    if (axisValid && chance(0.5))
      shape[axis < 0 ? axis + shape.length : axis] = pick([0, int(1, 9)]);
    const d = axisValid ? axisDim(shape, axis) : 3;
    const n = int(1, 5);
    const outs = Array.from({ length: n }, (_, i) => `y${i}`);
    const inputs = [dataInput(type, shape)];
    const attrs = [];
    if (axis !== 0 || chance(0.3)) attrs.push(`attribute { name: "axis" type: INT i: ${axis} }`);
    const facts = { op: 'Split', version, d, n, symbolic, axisValid };
    let splitInput = false;
    let ortOpset;
    let ortNodeInputs;
    const mode = random();
    if (version === 1) {
      ortOpset = 7;
      if (mode < 0.35) {
        const { sizes, kind } = randomSizes(d, n);
        facts.sizes = kind;
        attrs.push(`attribute { name: "split" type: INTS ${sizes.map((s) => `ints: ${s}`).join(' ')} }`);
      } else if (mode < 0.7) {
        // The split operand has the input's float type; ONNX Runtime (no
        // Split-1 kernel) runs the same sizes as Split-13's i64 operand.
        const { sizes, kind } = randomSizes(d, n);
        facts.sizes = kind;
        const fractional = sizes.length > 0 && chance(0.1);
        const values = fractional ? sizes.map((s, i) => (i === 0 ? s + 0.5 : s)) : sizes;
        if (fractional) facts.sizes = 'fractional';
        const asFloat = { float16: null, float: Float32Array, double: Float64Array }[type];
        let tensor;
        if (asFloat) {
          tensor = { type, dims: [values.length], bytes: Buffer.from(asFloat.from(values).buffer) };
        } else {
          // float16 bits of small integers and halves.
          const half = (v) => {
            if (v === 0) return 0;
            const sign = v < 0 ? 0x8000 : 0;
            const a = Math.abs(v);
            const e = Math.floor(Math.log2(a));
            const m = Math.round((a / 2 ** e - 1) * 1024);
            return sign | ((e + 15) << 10) | m;
          };
          tensor = { type, dims: [values.length], bytes: Buffer.from(Uint16Array.from(values, half).buffer) };
        }
        inputs.push({ name: 's', tensor, ortTensor: intTensor('int64', [sizes.length], sizes) });
        splitInput = true;
        ortOpset = 13;
      }
    } else if (version === 2 || version === 11) {
      if (mode < 0.5) {
        const { sizes, kind } = randomSizes(d, n);
        facts.sizes = kind;
        attrs.push(`attribute { name: "split" type: INTS ${sizes.map((s) => `ints: ${s}`).join(' ')} }`);
      }
    } else {
      const useSplit = mode < 0.5 || (version === 18 && mode > 0.9);
      const useNum = version === 18 && mode >= 0.5;
      if (useSplit) {
        const { sizes, kind } = randomSizes(d, n);
        facts.sizes = kind;
        inputs.push({ name: 's', tensor: intTensor('int64', [sizes.length], sizes),
                      initializer: chance(0.3) });
        splitInput = true;
      }
      if (useNum) {
        // Never < 1: ONNX Runtime 1.30's Split kernel then dies of SIGFPE
        // (seen with 0 and -2 on symbolic shapes); the dialect rejects such
        // values like every value != n (docs/Semantics.md §2.3).
        const num = chance(0.8) ? n : (n > 1 && chance(0.5) ? n - 1 : n + 1);
        facts.numOutputs = num;
        // ONNX shape inference indexes past its size list when num_outputs
        // != n on a static d (docs/Semantics.md §2.3), which aborts ONNX Runtime's
        // process: such cases get symbolic dimensions.
        if (num !== n) symbolic = facts.symbolic = true;
        attrs.push(`attribute { name: "num_outputs" type: INT i: ${num} }`);
      }
    }
    facts.splitInput = splitInput;
    const opset = version === 2 ? pick([2, 7, 10]) : version;
    const node = `node { op_type: "Split" input: "x" ${splitInput ? 'input: "s" ' : ''}` +
      `${outs.map((o) => `output: "${o}"`).join(' ')} ${attrs.join(' ')} }`;
    return { name: `case-${index}-split${version}`, opset, ortOpset, nodes: node,
             inputs, outputs: outs, symbolic, facts, type };
  }
  if (chance(0.3)) return makeBuiltCase(index);
  // SplitToSequence + SequenceLength + SequenceAt.
  const version = pick([11, 24]);
  const type = pickType(sequenceTypes);
  const axis = randomAxis(shape.length);
  const axisValid = axis >= -shape.length && axis < shape.length;
  if (axisValid && chance(0.5))
    shape[axis < 0 ? axis + shape.length : axis] = pick([0, int(1, 9)]);
  const d = axisValid ? axisDim(shape, axis) : 3;
  const inputs = [dataInput(type, shape)];
  const attrs = [];
  if (axis !== 0 || chance(0.3)) attrs.push(`attribute { name: "axis" type: INT i: ${axis} }`);
  const facts = { op: 'SplitToSequence', version, d, symbolic, axisValid };
  const keepdims = chance(0.5) ? undefined : pick([0, 0, 1, 2]);
  if (keepdims !== undefined) attrs.push(`attribute { name: "keepdims" type: INT i: ${keepdims} }`);
  facts.keepdims = keepdims ?? 1;
  const splitType = pick(['int32', 'int64']);
  const mode = random();
  let splitInput = false;
  if (mode < 0.35) {
    const s = chance(0.2) ? int(-1, 0) : int(1, d + 2);
    facts.split = 'scalar';
    facts.scalar = s;
    // A constant scalar <= 0 kills ONNX Runtime 1.30 with SIGFPE when it
    // loads the model (a fed one is a clean run-time error): fed only.
    inputs.push({ name: 's', tensor: intTensor(splitType, [], [s]),
                  initializer: s > 0 && chance(0.3) });
    splitInput = true;
  } else if (mode < 0.7) {
    const { sizes, kind } = randomSizes(d, int(1, 4));
    facts.split = kind === 'empty' ? 'empty' : '1-D';
    facts.sizes = kind;
    inputs.push({ name: 's', tensor: intTensor(splitType, [sizes.length], sizes),
                  initializer: chance(0.3) });
    splitInput = true;
  } else {
    facts.split = 'absent';
  }
  // Mostly valid positions: k is the sequence length when the split is.
  const k = facts.split === 'absent' || facts.split === 'empty' ? d
    : facts.split === 'scalar' ? (facts.scalar > 0 ? Math.ceil(d / facts.scalar) : 0)
    : facts.sizes === 'valid' ? inputs[1].tensor.dims[0] : 0;
  if (axisValid && chance(0.35)) {
    // The sequence built further at run time, as exporters write list
    // operations: SequenceInsert of a tensor of the elements' shape (another
    // size along the axis), sometimes at a position, sometimes a
    // SequenceErase, then ConcatFromSequence (new_axis 0 or 1) and the
    // length. Elements lose the axis with keepdims 0 and a split that is
    // absent, 0-D or empty (§3).
    const dropped = facts.keepdims === 0 && facts.split !== '1-D';
    const rank = shape.length;
    const a = axis < 0 ? axis + rank : axis;
    const tShape = dropped ? shape.filter((_, i) => i !== a)
      : shape.map((e, i) => (i === a ? int(0, 3) : e));
    inputs.push({ name: 't', tensor: randomTensor(type, tShape) });
    let nodes = `node { op_type: "SplitToSequence" input: "x" ${splitInput ? 'input: "s" ' : ''}` +
      `output: "q" ${attrs.join(' ')} }`;
    const insertAt = chance(0.5);
    if (insertAt) {
      const p = chance(0.85) ? int(-k, k) : pick([-k - 1, k + 1]);
      inputs.push({ name: 'pi', tensor: intTensor(pick(['int32', 'int64']), [], [p]) });
    }
    nodes += ` node { op_type: "SequenceInsert" input: "q" input: "t" ${insertAt ? 'input: "pi" ' : ''}output: "q2" }`;
    let last = 'q2';
    if (chance(0.5)) {
      const erasePosition = chance(0.5);
      if (erasePosition) {
        const p = chance(0.85) ? int(-k - 1, k) : pick([-k - 2, k + 1]);
        inputs.push({ name: 'pe', tensor: intTensor(pick(['int32', 'int64']), [], [p]) });
      }
      nodes += ` node { op_type: "SequenceErase" input: "q2" ${erasePosition ? 'input: "pe" ' : ''}output: "q3" }`;
      last = 'q3';
    }
    const elementRank = dropped ? rank - 1 : rank;
    const newAxis = chance(0.3) ? 1 : 0;
    const lo = newAxis ? -elementRank - 1 : -elementRank;
    const hi = newAxis ? elementRank : elementRank - 1;
    const concatAxis = chance(0.9) && hi >= lo ? int(lo, hi) : hi + 1;
    nodes += ` node { op_type: "ConcatFromSequence" input: "${last}" output: "c"` +
      ` attribute { name: "axis" type: INT i: ${concatAxis} }` +
      (newAxis || chance(0.3) ? ` attribute { name: "new_axis" type: INT i: ${newAxis} }` : '') +
      ` } node { op_type: "SequenceLength" input: "${last}" output: "len" }`;
    Object.assign(facts, { builders: true, dropped, newAxis, concatAxis });
    return { name: `case-${index}-seqbuild${version}`, opset: version === 24 ? 24 : pick([11, 13, 18]),
             nodes, inputs, outputs: ['c', 'len'], symbolic, facts, type };
  }
  const withAt = chance(0.8);
  const outputs = ['len'];
  let nodes = `node { op_type: "SplitToSequence" input: "x" ${splitInput ? 'input: "s" ' : ''}` +
    `output: "q" ${attrs.join(' ')} } node { op_type: "SequenceLength" input: "q" output: "len" }`;
  if (withAt) {
    const p = k > 0 && chance(0.8) ? int(-k, k - 1) : int(-k - 2, k + 1);
    inputs.push({ name: 'p', tensor: intTensor(pick(['int32', 'int64']), [], [p]),
                  initializer: chance(0.2) });
    nodes += ' node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }';
    outputs.push('e');
    facts.sequenceAt = true;
  }
  const opset = version === 24 ? 24 : pick([11, 13, 18]);
  return { name: `case-${index}-seq${version}`, opset, nodes, inputs, outputs,
           symbolic, facts, type };
};

const modelText = (c, forOrt) => {
  const opset = forOrt && c.ortOpset ? c.ortOpset : c.opset;
  const fed = c.inputs.filter((i) => !i.initializer);
  const init = c.inputs.filter((i) => i.initializer);
  const tensorOf = (i) => (forOrt && i.ortTensor ? i.ortTensor : i.tensor);
  const declare = (i) => {
    const t = tensorOf(i);
    const dims = t.dims.map((d, k) => (c.symbolic && i.name === 'x'
      ? `dim { dim_param: "x${k}" }` : `dim { dim_value: ${d} }`)).join(' ');
    return `input { name: "${i.name}" type { tensor_type { elem_type: ${types[t.type].code} shape { ${dims} } } } }`;
  };
  return `ir_version: ${opset >= 21 ? 10 : 8}
opset_import { version: ${opset} }
graph {
  name: "g"
  ${c.nodes}
  ${init.map((i) => `initializer { name: "${i.name}" ${tensorText(tensorOf(i))} }`).join('\n  ')}
  ${fed.map(declare).join('\n  ')}
  ${c.outputs.map((o) => `output { name: "${o}" }`).join(' ')}
}`;
};


// Differences docs/Semantics.md lists; returns the rule or undefined.
const knownDeviation = (c, ortOk, oursOk, ortText, ourText) => {
  const f = c.facts;
  // §4: ONNX Runtime 1.30's ConcatFromSequence does not check the shape of
  // an element that has no elements (or, for strings, when some element is
  // empty): it concatenates or stacks elements whose other dimensions
  // differ and returns a tensor sized by another element (e.g. [2, 1, 2, 5]
  // from stacking four [2, 1, 2] and one [2, 0, 2]). The dialect rejects
  // them, as numpy and ONNX's reference implementation do.
  if (f.builders && ortOk && !oursOk &&
      /concat_from_sequence: element \d+ has size/.test(ourText ?? ''))
    return '§4 ORT skips the shape check of empty elements in ConcatFromSequence';
  // §2.1 / §3: an empty split list is treated as absent. ONNX shape
  // inference, which ONNX Runtime runs when it loads the model, rejects it
  // when it can see it (a static d with an attribute, a constant operand):
  // "Mismatch between number of splits (0) and outputs", "Input 'split' can
  // not be empty" (the shape-inference rows of docs/Semantics.md's tables).
  if (!ortOk && oursOk && /ShapeInferenceError/.test(ortText) &&
      (f.sizes === 'empty' || f.split === 'empty'))
    return '§2.1/§3 empty split list = absent (ONNX shape inference rejects it)';
  if (f.op === 'Split' && f.version === 18) {
    // §2.3 Deviation: num_outputs < 1 or != n is a compile-time error;
    // ONNX Runtime ignores the value and splits over n.
    if (f.numOutputs !== undefined && f.numOutputs !== f.n && !oursOk)
      return '§2.3 Deviation: num_outputs != number of outputs';
    // §2.2: v18 without split and num_outputs on a static d: ONNX shape
    // inference rejects the model, the dialect (and ORT's kernel) split
    // equally.
    if (f.numOutputs === undefined && !f.splitInput && !f.symbolic && !ortOk && oursOk &&
        /ShapeInferenceError/.test(ortText))
      return '§2.2 Split-18 with neither split nor num_outputs, static d';
  }
  if (f.op === 'Split' && f.version === 1 && f.sizes === 'fractional' && !oursOk)
    return '§2.4 Split-1: fractional size (no ORT counterpart)';
  return undefined;
};

const tally = { same: 0, 'both reject': 0, known: 0, skipped: 0, DIFFERENT: 0 };
const knownTally = {};
const stringTally = { cases: 0, same: 0, 'both reject': 0, known: 0, skipped: 0, DIFFERENT: 0 };
let crashes = 0;
const show = (t) => `${t.type}[${t.dims.join('x')}]`;

for (let index = 0; index < caseCount; ++index) {
  const c = makeCase(index);
  const dir = path.join(workdir, c.name);
  const set = path.join(dir, 'test_data_set_0');
  fs.mkdirSync(set, { recursive: true });
  const modelFile = path.join(dir, 'model.onnx');
  encodeModel(protoInclude, modelText(c, false), modelFile);
  let ortModelFile = modelFile;
  if (c.ortOpset) {
    ortModelFile = path.join(dir, 'ort-model.onnx');
    encodeModel(protoInclude, modelText(c, true), ortModelFile);
  }
  c.inputs.filter((i) => !i.initializer).forEach((i, k) =>
    fs.writeFileSync(path.join(set, `input_${k}.pb`), encodeTensor(i.tensor)));

  let ortOk = false;
  let ortText;
  try {
    if (c.facts.sizes === 'fractional') throw new Error('fractional split size (Split-1 rule)');
    const session = await ort.InferenceSession.create(ortModelFile, { logSeverityLevel: 4 });
    const feeds = Object.fromEntries(c.inputs.filter((i) => !i.initializer)
      .map((i) => [i.name, ortTensor(i.ortTensor ?? i.tensor)]));
    const results = await session.run(feeds);
    const outs = c.outputs.map((o) => fromOrt(results[o]));
    outs.forEach((t, k) => fs.writeFileSync(path.join(set, `output_${k}.pb`), encodeTensor(t)));
    ortOk = true;
    ortText = 'ok ' + outs.map(show).join(' ');
  } catch (e) {
    ortText = 'error: ' + String(e.message ?? e).split('\n')[0].slice(0, 200);
  }
  if (c.type === 'string') stringTally.cases++;
  if (!ortOk && /NOT_IMPLEMENTED|Could not find an implementation/.test(ortText)) {
    tally.skipped++;
    if (c.type === 'string') stringTally.skipped++;
    if (verbose) console.log(`${c.name}: skipped, ${c.type} (${ortText})`);
    continue;
  }
  const run = spawnSync(runner, [dir], { encoding: 'utf8', timeout: 120000 });
  const line = ((run.stdout ?? '').split('\n').find((l) => /^(PASS|FAIL) /.test(l)) ??
    (run.stderr ?? '').trim().split('\n')[0] ?? '').replace(set, '');
  const crashed = run.signal !== null || (run.status !== 0 && run.status !== 1);
  const oursOk = !crashed && run.status === 0 && line.startsWith('PASS');
  let verdict;
  if (crashed) {
    verdict = 'DIFFERENT';
    crashes++;
  } else if (ortOk === oursOk) {
    verdict = ortOk ? 'same' : 'both reject';
  } else {
    const rule = knownDeviation(c, ortOk, oursOk, ortText, line);
    if (rule) {
      verdict = 'known';
      knownTally[rule] = (knownTally[rule] ?? 0) + 1;
    } else {
      verdict = 'DIFFERENT';
    }
  }
  // A known difference must still be a difference of the expected kind: a
  // case both accept with different results is never "known" above, since
  // split-onnx-run then reports FAIL (oursOk false) only for the listed rules.
  tally[verdict]++;
  if (c.type === 'string') stringTally[verdict]++;
  if (verdict === 'DIFFERENT' || verbose) {
    console.log(`${c.name} ${JSON.stringify(c.facts)} ${c.type} x=[${c.inputs[0].tensor.dims}]`);
    console.log(`  ONNX Runtime: ${ortText}`);
    console.log(`  split-onnx-run: ${crashed ? `crashed (${run.signal ?? run.status}) ` : ''}${line}`);
    console.log(`  => ${verdict}`);
    if (verdict === 'DIFFERENT') console.log(`  model: ${modelText(c, false).replace(/\n/g, ' ')}`);
  }
  if (!keep && verdict !== 'DIFFERENT') fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`seed ${seed}: ${caseCount} cases: ${tally.same} same results, ` +
  `${tally['both reject']} rejected by both, ${tally.known} known deviations, ` +
  `${tally.skipped} skipped (no ONNX Runtime kernel), ${tally.DIFFERENT} different` +
  (crashes ? ` (${crashes} crashes)` : ''));
console.log(`  of which strings: ${stringTally.cases} cases: ${stringTally.same} same, ` +
  `${stringTally['both reject']} rejected by both, ${stringTally.known} known, ` +
  `${stringTally.skipped} skipped, ${stringTally.DIFFERENT} different`);
for (const [rule, n] of Object.entries(knownTally)) console.log(`  known: ${n} x ${rule}`);
process.exit(tally.DIFFERENT ? 1 : 0);
