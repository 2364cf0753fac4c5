// ONNX Runtime side of the split benchmark: writes each workload as an ONNX
// model (a minimal protobuf encoder; no onnx package needed), runs it with
// onnxruntime-node on one thread, and prints one JSON line per workload with
// the end-to-end session.run time (min and median, microseconds).
//
//   node ort-bench.mjs '<workloads as JSON>'
import { performance } from 'node:perf_hooks';
import ort from 'onnxruntime-node';

// --- protobuf encoding -----------------------------------------------------
function varint(n) {
  const out = [];
  let v = BigInt.asUintN(64, BigInt(n));
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    out.push(byte);
  } while (v);
  return out;
}
const key = (field, wire) => varint((field << 3) | wire);
const int = (field, n) => [...key(field, 0), ...varint(n)];
const bytes = (field, data) => [...key(field, 2), ...varint(data.length), ...data];
const str = (field, s) => bytes(field, [...Buffer.from(s, 'utf8')]);
const msg = (field, parts) => bytes(field, parts.flat());

const FLOAT = 1, INT64 = 7;
const attrInt = (name, i) => [str(1, name), int(3, i), int(20, 2)];
const tensorType = (shape) =>
  msg(1, [int(1, FLOAT), msg(2, shape.map((d) => msg(1, [int(1, d)])))]);
const valueInfo = (name, type) => [str(1, name), msg(2, type)];
const int64Initializer = (name, dims, values) => {
  const raw = Buffer.alloc(8 * values.length);
  values.forEach((v, i) => raw.writeBigInt64LE(BigInt(v), 8 * i));
  return [...dims.map((d) => int(1, d)), int(2, INT64), str(8, name),
          bytes(9, [...raw])];
};
const node = (op, inputs, outputs, attrs) => [
  ...inputs.map((i) => str(1, i)), ...outputs.map((o) => str(2, o)),
  str(4, op), ...attrs.map((a) => msg(5, a))];

function model({ op, shape, axis, sizes, parts, opset }) {
  const nodes = [], inits = [], outputs = [];
  if (op === 'Split') {
    const outs = (sizes ?? Array(parts).fill(shape[axis] / parts))
      .map((_, i) => `out${i}`);
    const inputs = ['x'];
    const attrs = [attrInt('axis', axis)];
    if (sizes) {
      inputs.push('split');
      inits.push(int64Initializer('split', [sizes.length], sizes));
    } else {
      attrs.push(attrInt('num_outputs', parts));
    }
    nodes.push(node('Split', inputs, outs, attrs));
    const dims = sizes ?? Array(parts).fill(shape[axis] / parts);
    outs.forEach((name, i) => {
      const s = shape.slice();
      s[axis] = dims[i];
      outputs.push(valueInfo(name, tensorType(s)));
    });
  } else {
    // SplitToSequence with scalar split 1, every element read back through
    // ConcatFromSequence (ORT's node binding returns tensors only).
    inits.push(int64Initializer('one', [], [1]));
    nodes.push(node('SplitToSequence', ['x', 'one'], ['seq'],
                    [attrInt('axis', axis)]));
    nodes.push(node('ConcatFromSequence', ['seq'], ['out0'],
                    [attrInt('axis', axis)]));
    outputs.push(valueInfo('out0', tensorType(shape)));
  }
  const graph = [
    ...nodes.map((n) => msg(1, n)), str(2, 'g'),
    ...inits.map((t) => msg(5, t)),
    msg(11, valueInfo('x', tensorType(shape))),
    ...outputs.map((o) => msg(12, o))];
  return Uint8Array.from([
    ...int(1, 8), ...msg(8, [str(1, ''), int(2, opset)]), ...msg(7, graph)]);
}

// --- measurement -----------------------------------------------------------
const workloads = JSON.parse(process.argv[2]);
for (const w of workloads) {
  const session = await ort.InferenceSession.create(model(w), {
    intraOpNumThreads: 1, interOpNumThreads: 1,
    executionMode: 'sequential', graphOptimizationLevel: 'all'});
  const count = w.shape.reduce((a, b) => a * b, 1);
  const data = new Float32Array(count);
  for (let i = 0; i < count; ++i) data[i] = i % 1000;
  const feeds = { x: new ort.Tensor('float32', data, w.shape) };
  const times = [];
  let checksum = 0;
  for (let r = 0; r < w.warmup + w.reps; ++r) {
    const start = performance.now();
    const result = await session.run(feeds);
    const elapsed = performance.now() - start;
    if (r >= w.warmup) times.push(elapsed * 1000);
    const first = result[Object.keys(result)[0]].data;
    checksum = first[first.length - 1];
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({
    name: w.name, min_us: times[0],
    median_us: times[Math.floor(times.length / 2)], checksum }));
  await session.release();
}
