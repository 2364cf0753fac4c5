// ONNX Runtime side of the sequence benchmarks (bench/concat-split.sh for
// W7, bench/sequences.sh for W8): writes the models as protobuf text,
// encodes them with protoc, runs them through onnxruntime-node on one thread
// and prints one line per model:
//   NAME min_ms=... median_ms=... runs=... check=ok
// (session.run end to end, feeds made once; the output of the last run is
// checked element by element against what the model must return, and the
// script exits with status 1 if any output is wrong.)
//
//   node ort-sequences.mjs <onnx.proto include dir> <workdir> w7 ROWS COLS PARTS
//   node ort-sequences.mjs <onnx.proto include dir> <workdir> w8 N...
//
// W7, torch.cat(torch.split(x, sizes)): x f32 [ROWS, COLS], SplitToSequence
// along axis 0 into PARTS equal parts, then ConcatFromSequence:
//   w7-static   split sizes an initializer, concatenated along axis 0;
//   w7-runtime  split sizes a graph input fed at run time, along axis 0;
//   w7-other    static sizes, concatenated along axis 1 (output
//               [ROWS / PARTS, PARTS * COLS]);
//   w7-identity Identity(x): the floor of session.run returning ROWS x COLS
//               floats (the row of memcpy in bench/concat-split.sh).
// W8, list.append in a loop, as the exporters write it: SequenceEmpty
// (float), a Loop of N iterations (N a graph input, an int64 scalar) that
// carries the sequence and inserts x (f32 [1024], a graph input) at its
// back, then ConcatFromSequence along axis 0 (output [N * 1024]): w8-N.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ort from 'onnxruntime-node';
import { encodeModel } from './onnx-text.mjs';

const [protoInclude, workdir, workload, ...params] = process.argv.slice(2);
fs.mkdirSync(workdir, { recursive: true });


const shapeText = (dims) => `shape { ${dims.map((d) => `dim { dim_value: ${d} }`).join(' ')} }`;
const tensorTypeProto = (code, dims) => `tensor_type { elem_type: ${code} ${shapeText(dims)} }`;
const tensorType = (code, dims) => `type { ${tensorTypeProto(code, dims)} }`;
const FLOAT = 1, BOOL = 9, INT64 = 7;
// int64 values as the little-endian raw_data of a TensorProto, octal-escaped.
const int64Raw = (values) => [...Buffer.from(BigInt64Array.from(values, BigInt).buffer)]
  .map((b) => '\\' + b.toString(8).padStart(3, '0')).join('');

const model = (opset, body) => `ir_version: 8
opset_import { version: ${opset} }
graph {
  name: "g"
  ${body}
}`;

// Session options of every ORT column in bench/: one thread, all graph
// optimisations.
const sessionOptions = {
  intraOpNumThreads: 1, interOpNumThreads: 1,
  executionMode: 'sequential', graphOptimizationLevel: 'all' };

// At least minRuns timed runs after one warm-up, more while the total stays
// under budgetMs (so short runs get many repetitions and the quadratic W8
// at large N stays bounded).
const minRuns = 5, maxRuns = 101, budgetMs = 2000;
const time = async (name, text, feeds, check) => {
  const file = path.join(workdir, `${name}.onnx`);
  encodeModel(protoInclude, text, file);
  const session = await ort.InferenceSession.create(file, sessionOptions);
  let result = await session.run(feeds);
  const times = [];
  let total = 0;
  while (times.length < minRuns || (times.length < maxRuns && total < budgetMs)) {
    const start = performance.now();
    result = await session.run(feeds);
    const elapsed = performance.now() - start;
    times.push(elapsed);
    total += elapsed;
  }
  const output = result[session.outputNames[0]];
  const problem = check(output);
  await session.release();
  times.sort((a, b) => a - b);
  console.log(`${name} min_ms=${times[0].toFixed(4)} ` +
    `median_ms=${times[Math.floor(times.length / 2)].toFixed(4)} runs=${times.length} ` +
    `check=${problem ? 'WRONG' : 'ok'}`);
  if (problem) {
    console.error(`${name}: ${problem}`);
    process.exitCode = 1;
  }
};

// The first element that differs from expected(i), or undefined.
const compare = (output, dims, expected) => {
  if (output.dims.join(',') !== dims.join(','))
    return `shape [${output.dims}] instead of [${dims}]`;
  const data = output.data;
  for (let i = 0; i < data.length; ++i)
    if (data[i] !== expected(i)) return `element ${i} is ${data[i]}, not ${expected(i)}`;
  return undefined;
};

if (workload === 'w7') {
  const [rows, cols, parts] = params.map(Number);
  if (rows % parts) throw new Error('w7: ROWS must be a multiple of PARTS');
  const chunk = rows / parts;
  // x[i] = i: exact in f32 below 2^24 elements, and every element differs.
  const x = new Float32Array(rows * cols);
  for (let i = 0; i < x.length; ++i) x[i] = i;
  const sizes = new Array(parts).fill(chunk);
  const feedX = new ort.Tensor('float32', x, [rows, cols]);
  const feedSizes = new ort.Tensor('int64', BigInt64Array.from(sizes, BigInt), [parts]);
  const graph = (splitAsInput, concatAxis, outDims) => `
  node { op_type: "SplitToSequence" input: "x" input: "split" output: "q"
         attribute { name: "axis" type: INT i: 0 } }
  node { op_type: "ConcatFromSequence" input: "q" output: "y"
         attribute { name: "axis" type: INT i: ${concatAxis} } }
  ${splitAsInput
    ? `input { name: "split" ${tensorType(INT64, [parts])} }`
    : `initializer { name: "split" data_type: ${INT64} dims: ${parts} raw_data: "${int64Raw(sizes)}" }`}
  input { name: "x" ${tensorType(FLOAT, [rows, cols])} }
  output { name: "y" ${tensorType(FLOAT, outDims)} }`;
  await time('w7-static', model(13, graph(false, 0, [rows, cols])), { x: feedX },
    (y) => compare(y, [rows, cols], (i) => i));
  await time('w7-runtime', model(13, graph(true, 0, [rows, cols])),
    { x: feedX, split: feedSizes }, (y) => compare(y, [rows, cols], (i) => i));
  // y[r][p * cols + c] = x[p * chunk + r][c].
  const width = parts * cols;
  await time('w7-other', model(13, graph(false, 1, [chunk, width])), { x: feedX },
    (y) => compare(y, [chunk, width], (i) => {
      const r = Math.floor(i / width), p = Math.floor((i % width) / cols), c = i % cols;
      return (p * chunk + r) * cols + c;
    }));
  await time('w7-identity', model(13, `
  node { op_type: "Identity" input: "x" output: "y" }
  input { name: "x" ${tensorType(FLOAT, [rows, cols])} }
  output { name: "y" ${tensorType(FLOAT, [rows, cols])} }`), { x: feedX },
    (y) => compare(y, [rows, cols], (i) => i));
} else if (workload === 'w8') {
  const width = 1024;
  const x = new Float32Array(width);
  for (let i = 0; i < width; ++i) x[i] = i + 0.5;
  const seqType = `type { sequence_type { elem_type { ${tensorTypeProto(FLOAT, [width])} } } }`;
  // The Loop has a trip count and no condition input; its body keeps the
  // condition (Identity) and appends x, which it reads from the outer scope.
  const text = model(13, `
  node { op_type: "SequenceEmpty" output: "q0" attribute { name: "dtype" type: INT i: ${FLOAT} } }
  node { op_type: "Loop" input: "n" input: "" input: "q0" output: "q"
    attribute { name: "body" type: GRAPH g {
      name: "body"
      node { op_type: "Identity" input: "cond_in" output: "cond_out" }
      node { op_type: "SequenceInsert" input: "q_in" input: "x" output: "q_out" }
      input { name: "i" ${tensorType(INT64, [])} }
      input { name: "cond_in" ${tensorType(BOOL, [])} }
      input { name: "q_in" ${seqType} }
      output { name: "cond_out" ${tensorType(BOOL, [])} }
      output { name: "q_out" ${seqType} }
    } } }
  node { op_type: "ConcatFromSequence" input: "q" output: "y"
         attribute { name: "axis" type: INT i: 0 } }
  input { name: "n" ${tensorType(INT64, [])} }
  input { name: "x" ${tensorType(FLOAT, [width])} }
  output { name: "y" type { tensor_type { elem_type: ${FLOAT} shape { dim { dim_param: "m" } } } } }`);
  const feedX = new ort.Tensor('float32', x, [width]);
  for (const n of params.map(Number)) {
    await time(`w8-${n}`, text, { n: new ort.Tensor('int64', BigInt64Array.of(BigInt(n)), []), x: feedX },
      (y) => compare(y, [n * width], (i) => x[i % width]));
  }
} else {
  throw new Error(`unknown workload '${workload}' (w7 or w8)`);
}
