// Differential check of split-onnx-run against ONNX Runtime (onnxruntime-node)
// on the same ONNX models. For each case below: the model (protobuf text) is
// encoded with protoc, ONNX Runtime runs it on the case's inputs, and the
// inputs plus ONNX Runtime's outputs (as the expected outputs) become an ONNX
// backend-test directory that split-onnx-run then checks exactly. Prints one
// line per case: what ONNX Runtime did and what split-onnx-run said.
//
//   node ort-compare.mjs <split-onnx-run> <onnx.proto include dir> <workdir>
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import ort from 'onnxruntime-node';

const [runner, protoInclude, workdir] = process.argv.slice(2);

// Each case: opset, node text (graph inputs x, s, p; outputs listed),
// inputs, and the docs/Semantics.md rule it exercises.
const f32 = (dims, data) => ({ type: 'float', dims, data });
const i64 = (dims, data) => ({ type: 'int64', dims, data });
const cases = [
  { name: 'split18-num-outputs-7-by-3', rule: '§2.3 ceil rule', opset: 18,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" output: "c" attribute { name: "num_outputs" type: INT i: 3 } }',
    inputs: { x: f32([7], [0, 1, 2, 3, 4, 5, 6]) }, outputs: ['a', 'b', 'c'] },
  { name: 'split18-num-outputs-5-by-4', rule: '§2.3 last chunk < 1', opset: 18,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" output: "c" output: "d" attribute { name: "num_outputs" type: INT i: 4 } }',
    inputs: { x: f32([5], [0, 1, 2, 3, 4]) }, outputs: ['a', 'b', 'c', 'd'] },
  { name: 'split18-neither', rule: '§2.2 Split-18 without split or num_outputs', opset: 18,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" output: "c" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]) }, outputs: ['a', 'b', 'c'] },
  { name: 'split18-neither-symbolic', rule: '§2.2 the same, symbolic dimension', opset: 18, symbolic: true,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" output: "c" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]) }, outputs: ['a', 'b', 'c'] },
  { name: 'split13-empty-split', rule: '§2.1 empty list = absent', opset: 13,
    nodes: 'node { op_type: "Split" input: "x" input: "s" output: "a" output: "b" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([0], []) }, outputs: ['a', 'b'] },
  { name: 'split13-sum-mismatch', rule: '§1.8 sum mismatch', opset: 13,
    nodes: 'node { op_type: "Split" input: "x" input: "s" output: "a" output: "b" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([2], [1, 2]) }, outputs: ['a', 'b'] },
  { name: 'split13-negative-size', rule: '§1.7 negative size', opset: 13,
    nodes: 'node { op_type: "Split" input: "x" input: "s" output: "a" output: "b" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([2], [-1, 7]) }, outputs: ['a', 'b'] },
  { name: 'split11-uneven', rule: '§2.2 must divide', opset: 11,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" output: "c" }',
    inputs: { x: f32([7], [0, 1, 2, 3, 4, 5, 6]) }, outputs: ['a', 'b', 'c'] },
  { name: 'split7-negative-axis', rule: '§1.2 negative axis in Split-2', opset: 7,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" attribute { name: "axis" type: INT i: -1 } attribute { name: "split" type: INTS ints: [1, 2] } }',
    inputs: { x: f32([2, 3], [0, 1, 2, 3, 4, 5]) }, outputs: ['a', 'b'] },
  { name: 'split13-zero-sizes', rule: '§1.4 zero sizes', opset: 13,
    nodes: 'node { op_type: "Split" input: "x" input: "s" output: "a" output: "b" output: "c" }',
    inputs: { x: f32([4], [0, 1, 2, 3]), s: i64([3], [0, 4, 0]) }, outputs: ['a', 'b', 'c'] },
  { name: 'seq-scalar-4-of-6', rule: '§3 scalar split, last smaller', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" } node { op_type: "SequenceLength" input: "q" output: "n" } node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([], [4]), p: i64([], [-1]) }, outputs: ['n', 'e'] },
  { name: 'seq-empty-list', rule: '§3 1-D [] = absent', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" } node { op_type: "SequenceLength" input: "q" output: "n" } node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([0], []), p: i64([], [2]) }, outputs: ['n', 'e'] },
  { name: 'seq-list-with-zeros', rule: '§3 1-D [0, 6, 0]', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" } node { op_type: "SequenceLength" input: "q" output: "n" } node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([3], [0, 6, 0]), p: i64([], [1]) }, outputs: ['n', 'e'] },
  { name: 'seq-scalar-0', rule: '§3 scalar split <= 0', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" } node { op_type: "SequenceLength" input: "q" output: "n" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), s: i64([], [0]) }, outputs: ['n'] },
  { name: 'seq-keepdims0-no-split', rule: '§3 keepdims = 0 drops the axis', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" output: "q" attribute { name: "axis" type: INT i: 1 } attribute { name: "keepdims" type: INT i: 0 } } node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }',
    inputs: { x: f32([2, 3], [0, 1, 2, 3, 4, 5]), p: i64([], [1]) }, outputs: ['e'] },
  { name: 'seq-keepdims0-scalar-1', rule: '§3 keepdims ignored with a split (Deviation)', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" input: "s" output: "q" attribute { name: "axis" type: INT i: 1 } attribute { name: "keepdims" type: INT i: 0 } } node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }',
    inputs: { x: f32([2, 3], [0, 1, 2, 3, 4, 5]), s: i64([], [1]), p: i64([], [0]) }, outputs: ['e'] },
  { name: 'sequence-at-out-of-range', rule: '§4 position out of range', opset: 11,
    nodes: 'node { op_type: "SplitToSequence" input: "x" output: "q" } node { op_type: "SequenceAt" input: "q" input: "p" output: "e" }',
    inputs: { x: f32([6], [0, 1, 2, 3, 4, 5]), p: i64([], [6]) }, outputs: ['e'] },
  { name: 'split18-num-outputs-not-n', rule: '§2.3 num_outputs != n (Deviation)', opset: 18,
    nodes: 'node { op_type: "Split" input: "x" output: "a" output: "b" attribute { name: "num_outputs" type: INT i: 3 } }',
    inputs: { x: f32([7], [0, 1, 2, 3, 4, 5, 6]) }, outputs: ['a', 'b'] },
];

const dataType = { float: 1, int64: 7, int32: 6 };
const tensorText = ({ type, dims, data }) =>
  `data_type: ${dataType[type]} ` + dims.map((d) => `dims: ${d} `).join('') +
  (data.length ? `${type === 'float' ? 'float' : type}_data: [${data.join(', ')}]` : '');
const encode = (message, text, file) =>
  fs.writeFileSync(file, execFileSync('protoc', [`-I${protoInclude}`,
    `--encode=onnx.${message}`, 'onnx/onnx.proto'], { input: text }));

const modelText = (c) => `ir_version: 8
opset_import { version: ${c.opset} }
graph {
  ${c.nodes}
  ${Object.entries(c.inputs).map(([name, t]) =>
    `input { name: "${name}" type { tensor_type { elem_type: ${dataType[t.type]} shape { ${
      t.dims.map((d, i) => c.symbolic ? `dim { dim_param: "${name}${i}" }`
                                      : `dim { dim_value: ${d} }`).join(' ')} } } } }`).join('\n  ')}
  ${c.outputs.map((o) => `output { name: "${o}" }`).join(' ')}
}`;

const ortTensor = ({ type, dims, data }) => type === 'float'
  ? new ort.Tensor('float32', Float32Array.from(data), dims)
  : type === 'int64'
    ? new ort.Tensor('int64', BigInt64Array.from(data.map(BigInt)), dims)
    : new ort.Tensor('int32', Int32Array.from(data), dims);
const fromOrt = (t) => ({
  type: { float32: 'float', int64: 'int64', int32: 'int32' }[t.type],
  dims: t.dims, data: Array.from(t.data, String) });
const show = (t) => `[${t.dims.join('x')}]{${t.data.join(',')}}`;

for (const c of cases) {
  const dir = path.join(workdir, c.name);
  const set = path.join(dir, 'test_data_set_0');
  fs.mkdirSync(set, { recursive: true });
  encode('ModelProto', modelText(c), path.join(dir, 'model.onnx'));
  Object.values(c.inputs).forEach((t, k) =>
    encode('TensorProto', tensorText(t), path.join(set, `input_${k}.pb`)));

  let ortResult;
  try {
    const session = await ort.InferenceSession.create(
        path.join(dir, 'model.onnx'), { logSeverityLevel: 4 });
    const feeds = Object.fromEntries(
      Object.entries(c.inputs).map(([name, t]) => [name, ortTensor(t)]));
    const results = await session.run(feeds);
    const outs = c.outputs.map((o) => fromOrt(results[o]));
    outs.forEach((t, k) =>
      encode('TensorProto', tensorText(t), path.join(set, `output_${k}.pb`)));
    ortResult = 'ok ' + outs.map(show).join(' ');
  } catch (e) {
    ortResult = 'error: ' + String(e.message ?? e).split('\n')[0].slice(0, 160);
  }
  const run = spawnSync(runner, [dir], { encoding: 'utf8' });
  const line = (run.stdout.split('\n').find((l) => /^(PASS|FAIL) /.test(l)) ??
    run.stderr.trim()).replace(set, '').replace(/^(PASS|FAIL) :?\s*/, '$1 ');
  const verdict = ortResult.startsWith('ok')
    ? (line.startsWith('PASS') ? 'same results' : 'DIFFERENT')
    : (line.startsWith('FAIL') ? 'both reject' : 'DIFFERENT');
  console.log(`${c.name} (${c.rule})\n  ONNX Runtime: ${ortResult}\n` +
              `  split-onnx-run: ${line}\n  => ${verdict}`);
}
