//===- split-bench.cpp - split kernels beside memcpy, in one process ------===//
//
// For each workload, in one process and run: the split compiled through
// split-to-llvm and the JIT at -O3 for the host CPU (compile time excluded,
// reported separately)
//   - as a kernel in destination-passing style, writing into preallocated
//     buffers (what a compiler does when it writes into the consumers), and
//   - end to end: a function that returns fresh result tensors, called the
//     way split-runner's JIT calls code (allocation through the split runtime,
//     split/Runtime/Runtime.h), the caller freeing the results,
// beside memcpy of the same bytes into warm buffers and into fresh malloc'ed
// buffers. ONNX Runtime numbers (from ort-bench.mjs) are merged in when
// given. Prints Markdown tables (and, with --data, the ratios for gnuplot);
// then compile-time scaling through the same pipeline.
//
//   split-bench [--tiny] [--ort=FILE] [--data=FILE] [--only=W1,...]
//               [--no-scaling]
//   split-bench [--tiny] --write-onnx=DIR   # the workloads as ONNX models
//
//===----------------------------------------------------------------------===//

#include "OnnxModels.h"

#include "split/ExecutionEngine/JIT.h"
#include "split/ExecutionEngine/MemRef.h"
#include "split/Pipelines/Pipelines.h"
#include "split/Runtime/Runtime.h"
#include "split/Tools/Registration.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <numeric>
#include <string>
#include <vector>

using namespace mlir;
using Clock = std::chrono::steady_clock;

namespace {

//===----------------------------------------------------------------------===//
// Workloads
//===----------------------------------------------------------------------===//

struct Workload {
  std::string name;
  std::string description;
  std::vector<int64_t> shape;
  int64_t axis;
  std::vector<int64_t> sizes; // result sizes along the axis
  bool isSequence = false;    // SplitToSequence, scalar split 1, all read
  int repetitions;
  int callsPerRepetition = 1; // > 1 for per-call latency of small kernels
  bool explicitSizes = false; // sizes as an operand, not equal parts
};

std::vector<int64_t> equalParts(int64_t dim, int64_t parts) {
  return std::vector<int64_t>(parts, dim / parts);
}

std::vector<Workload> makeWorkloads(bool tiny) {
  int64_t n = tiny ? 64 : 4096;
  int64_t reps = tiny ? 3 : 31;
  std::vector<Workload> w;
  w.push_back({"W1",
               "[N,N] axis 0, 4 equal parts",
               {n, n},
               0,
               equalParts(n, 4),
               false,
               static_cast<int>(reps)});
  w.push_back({"W2",
               "[N,N] axis 1, 4 equal parts",
               {n, n},
               1,
               equalParts(n, 4),
               false,
               static_cast<int>(reps)});
  std::vector<int64_t> uneven = tiny ? std::vector<int64_t>{16, 47, 1}
                                     : std::vector<int64_t>{1000, 3000, 96};
  w.push_back({"W3",
               "[N,N] axis 1 into [1000,3000,96]",
               {n, n},
               1,
               uneven,
               false,
               static_cast<int>(reps),
               1,
               true});
  w.push_back({"W4",
               "[8,64] axis 1, 8 parts (per call)",
               {8, 64},
               1,
               equalParts(64, 8),
               false,
               static_cast<int>(reps),
               tiny ? 100 : 10000});
  int64_t rows = tiny ? 16 : 1024;
  w.push_back({"W5",
               "SplitToSequence [1024,N] axis 0, split 1, all read",
               {rows, n},
               0,
               std::vector<int64_t>(rows, 1),
               true,
               static_cast<int>(reps)});
  std::vector<int64_t> w6 = tiny ? std::vector<int64_t>{4, 32, 32}
                                 : std::vector<int64_t>{64, 512, 512};
  w.push_back({"W6", "[64,512,512] axis 1, 2 parts", w6, 1,
               equalParts(w6[1], 2), false, static_cast<int>(reps)});
  return w;
}

std::string tensorType(const std::vector<int64_t> &shape,
                       const char *kind = "tensor") {
  std::string text = std::string(kind) + "<";
  for (int64_t d : shape)
    text += std::to_string(d) + "x";
  return text + "f32>";
}

std::vector<int64_t> resultShape(const Workload &w, size_t i) {
  std::vector<int64_t> shape = w.shape;
  shape[w.axis] = w.sizes[i];
  return shape;
}

/// The kernel in destination-passing style: the split results are written
/// into the caller's buffers, as a compiler writes them into their consumers.
std::string kernelSource(const Workload &w) {
  std::string in = tensorType(w.shape), inBuf = tensorType(w.shape, "memref");
  std::string src;
  llvm::raw_string_ostream os(src);
  if (w.isSequence) {
    // Every element of the sequence is read and written to row i of %out.
    std::string elem = tensorType(resultShape(w, 0));
    os << "func.func @kernel(%x: " << inBuf << ", %out: " << inBuf
       << ") attributes {llvm.emit_c_interface} {\n"
       << "  %t = bufferization.to_tensor %x restrict : " << inBuf << " to "
       << in << "\n"
       << "  %one = arith.constant dense<1> : tensor<i64>\n"
       << "  %s = split.split_to_sequence_v11 %t, %one : " << in
       << ", tensor<i64> -> !split.seq<" << elem << ">\n"
       << "  %len = split.sequence_length %s : !split.seq<" << elem << ">\n"
       << "  %l = tensor.extract %len[] : tensor<i64>\n"
       << "  %n = arith.index_cast %l : i64 to index\n"
       << "  %c0 = arith.constant 0 : index\n"
       << "  %c1 = arith.constant 1 : index\n"
       << "  scf.for %i = %c0 to %n step %c1 {\n"
       << "    %i64 = arith.index_cast %i : index to i64\n"
       << "    %p = tensor.from_elements %i64 : tensor<i64>\n"
       << "    %e = split.sequence_at %s[%p] : !split.seq<" << elem
       << ">, tensor<i64> -> " << elem << "\n"
       << "    %row = memref.subview %out[%i, 0] [1, " << w.shape[1]
       << "] [1, 1] : " << inBuf << " to memref<1x" << w.shape[1]
       << "xf32, strided<[" << w.shape[1] << ", 1], offset: ?>>\n"
       << "    bufferization.materialize_in_destination %e in restrict "
          "writable %row : ("
       << elem << ", memref<1x" << w.shape[1] << "xf32, strided<[" << w.shape[1]
       << ", 1], offset: ?>>) -> ()\n"
       << "  }\n  return\n}\n";
    return src;
  }
  os << "func.func @kernel(%x: " << inBuf;
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << ", %o" << i << ": " << tensorType(resultShape(w, i), "memref");
  os << ") attributes {llvm.emit_c_interface} {\n"
     << "  %t = bufferization.to_tensor %x restrict : " << inBuf << " to " << in
     << "\n  %sizes = arith.constant dense<[";
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << (i ? ", " : "") << w.sizes[i];
  os << "]> : tensor<" << w.sizes.size() << "xi64>\n  %r:" << w.sizes.size()
     << " = split.split_v13 %t, %sizes axis = " << w.axis << " : " << in
     << ", tensor<" << w.sizes.size() << "xi64> -> ";
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << (i ? ", " : "") << tensorType(resultShape(w, i));
  os << "\n";
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << "  bufferization.materialize_in_destination %r#" << i
       << " in restrict writable %o" << i << " : ("
       << tensorType(resultShape(w, i)) << ", "
       << tensorType(resultShape(w, i), "memref") << ") -> ()\n";
  os << "  return\n}\n";
  return src;
}

/// End to end: a function that returns its results as fresh tensors (W5:
/// every element of the sequence inserted into one fresh tensor).
std::string freshSource(const Workload &w) {
  std::string in = tensorType(w.shape);
  std::string src;
  llvm::raw_string_ostream os(src);
  if (w.isSequence) {
    std::string elem = tensorType(resultShape(w, 0));
    os << "func.func @split(%t: " << in << ") -> " << in
       << " attributes {llvm.emit_c_interface} {\n"
       << "  %one = arith.constant dense<1> : tensor<i64>\n"
       << "  %s = split.split_to_sequence_v11 %t, %one : " << in
       << ", tensor<i64> -> !split.seq<" << elem << ">\n"
       << "  %len = split.sequence_length %s : !split.seq<" << elem << ">\n"
       << "  %l = tensor.extract %len[] : tensor<i64>\n"
       << "  %n = arith.index_cast %l : i64 to index\n"
       << "  %c0 = arith.constant 0 : index\n"
       << "  %c1 = arith.constant 1 : index\n"
       << "  %init = tensor.empty() : " << in << "\n"
       << "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> ("
       << in << ") {\n"
       << "    %i64 = arith.index_cast %i : index to i64\n"
       << "    %p = tensor.from_elements %i64 : tensor<i64>\n"
       << "    %e = split.sequence_at %s[%p] : !split.seq<" << elem
       << ">, tensor<i64> -> " << elem << "\n"
       << "    %u = tensor.insert_slice %e into %acc[%i, 0] [1, " << w.shape[1]
       << "] [1, 1] : " << elem << " into " << in << "\n"
       << "    scf.yield %u : " << in << "\n"
       << "  }\n  return %r : " << in << "\n}\n";
    return src;
  }
  std::string results;
  for (size_t i = 0; i < w.sizes.size(); ++i)
    results += (i ? ", " : "") + tensorType(resultShape(w, i));
  os << "func.func @split(%t: " << in << ") -> (" << results
     << ") attributes {llvm.emit_c_interface} {\n";
  if (w.explicitSizes) {
    os << "  %sizes = arith.constant dense<[";
    for (size_t i = 0; i < w.sizes.size(); ++i)
      os << (i ? ", " : "") << w.sizes[i];
    os << "]> : tensor<" << w.sizes.size() << "xi64>\n  %r:" << w.sizes.size()
       << " = split.split_v18 %t, %sizes axis = " << w.axis << " : " << in
       << ", tensor<" << w.sizes.size() << "xi64> -> " << results << "\n";
  } else {
    os << "  %r:" << w.sizes.size() << " = split.split_v18 %t axis = " << w.axis
       << " num_outputs = " << w.sizes.size() << " : " << in << " -> "
       << results << "\n";
  }
  os << "  return ";
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << (i ? ", " : "") << "%r#" << i;
  os << " : " << results << "\n}\n";
  return src;
}

//===----------------------------------------------------------------------===//
// Buffers and calls
//===----------------------------------------------------------------------===//

/// A zeroed (faulted in before timing), 64-byte aligned float buffer of a
/// workload's shape and its memref descriptor. Not movable: kept in deques.
struct Buffer {
  std::vector<int64_t> shape;
  float *data;
  split::RankedMemRefDescriptor memref;

  explicit Buffer(std::vector<int64_t> shapeIn)
      : shape(std::move(shapeIn)), data(allocate(bytes())),
        memref(data, shape) {}
  Buffer(const Buffer &) = delete;
  ~Buffer() { std::free(data); }
  /// The argument of a C interface that takes this memref.
  void *descriptor() { return memref.get(); }
  size_t numElements() const {
    return std::accumulate(shape.begin(), shape.end(), size_t{1},
                           std::multiplies<size_t>());
  }
  size_t bytes() const { return numElements() * sizeof(float); }

private:
  static float *allocate(size_t bytes) {
    auto *data =
        static_cast<float *>(std::aligned_alloc(64, (bytes + 63) / 64 * 64));
    std::memset(data, 0, bytes);
    return data;
  }
};

/// The results of a function that returns fresh memrefs of rank `rank`: its
/// C interface writes one struct of StridedMemRefType<float, rank>.
struct ReturnedMemRefs {
  int64_t rank;
  std::vector<int64_t> words;

  ReturnedMemRefs(size_t count, int64_t rank)
      : rank(rank), words(count * (3 + 2 * rank)) {}
  void *get() { return words.data(); }
  DynamicMemRefType<float> operator[](size_t r) {
    return DynamicMemRefType<float>(
        ::UnrankedMemRefType<float>{rank, words.data() + r * (3 + 2 * rank)});
  }
  /// The caller owns returned buffers.
  void free() {
    for (size_t r = 0; r < words.size() / (3 + 2 * rank); ++r)
      _mlir_memref_to_llvm_free((*this)[r].basePtr);
  }
};

/// The arguments of a destination-passing kernel: the input's descriptor,
/// then one per output buffer (allocated here), packed for lookupPacked.
struct KernelArguments {
  std::deque<Buffer> outputs;
  std::vector<void *> descriptors;
  std::vector<void *> args;

  KernelArguments(Buffer &input,
                  const std::vector<std::vector<int64_t>> &shapes) {
    for (const std::vector<int64_t> &shape : shapes)
      outputs.emplace_back(shape);
    descriptors.push_back(input.descriptor());
    for (Buffer &output : outputs)
      descriptors.push_back(output.descriptor());
    for (void *&descriptor : descriptors)
      args.push_back(&descriptor);
  }
  // `args` points into `descriptors`.
  KernelArguments(const KernelArguments &) = delete;
};

struct Stats {
  double min = 0, median = 0; // microseconds per call
};

template <typename Fn> Stats measure(int repetitions, int calls, Fn &&fn) {
  std::vector<double> times;
  fn(); // warm up
  for (int r = 0; r < repetitions; ++r) {
    auto start = Clock::now();
    for (int c = 0; c < calls; ++c)
      fn();
    std::chrono::duration<double, std::micro> elapsed = Clock::now() - start;
    times.push_back(elapsed.count() / calls);
  }
  std::sort(times.begin(), times.end());
  return {times.front(), times[times.size() / 2]};
}

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

struct Compiled {
  std::unique_ptr<ExecutionEngine> engine;
  double lowerMs = 0, jitMs = 0;
};

double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

/// Parses and lowers `source` with split-to-llvm; returns the lowering time.
FailureOr<std::pair<OwningOpRef<ModuleOp>, double>>
lower(MLIRContext &context, const std::string &source,
      const split::SplitToLLVMOptions &options = {}) {
  auto start = Clock::now();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, ParserConfig(&context));
  if (!module)
    return failure();
  PassManager pm(&context);
  split::buildSplitToLLVMPipeline(pm, options);
  if (failed(pm.run(*module)))
    return failure();
  return std::make_pair(std::move(module), millisecondsSince(start));
}

/// Lowers and JIT-compiles `source` as split-runner does (-O3, host CPU, the
/// split runtime's functions registered with the engine) and looks `entry`
/// up once, so that JIT compilation is not timed later.
FailureOr<Compiled> compile(MLIRContext &context, const std::string &source,
                            llvm::StringRef entry,
                            const split::SplitToLLVMOptions &pipeline = {}) {
  auto lowered = lower(context, source, pipeline);
  if (failed(lowered))
    return failure();
  auto start = Clock::now();
  // The JIT policy of every host (split/ExecutionEngine/JITPolicy.h).
  split::JITOptions options;
  auto engine = split::createJIT(*lowered->first, options);
  if (!engine) {
    llvm::errs() << llvm::toString(engine.takeError()) << "\n";
    return failure();
  }
  Compiled compiled;
  compiled.engine = std::move(*engine);
  compiled.lowerMs = lowered->second;
  if (!compiled.engine->lookupPacked(entry)) {
    llvm::errs() << "split-bench: no function " << entry << "\n";
    return failure();
  }
  compiled.jitMs = millisecondsSince(start);
  return compiled;
}

//===----------------------------------------------------------------------===//
// Running a workload
//===----------------------------------------------------------------------===//

struct Result {
  Stats kernel, fresh, memcpyWarm, memcpyFresh;
  double kernelLowerMs, kernelJitMs, freshLowerMs, freshJitMs;
  const char *wrong = nullptr; // which variant gave a wrong result
};

/// Whether `results` (the data of each result; W5: one tensor holding every
/// element of the sequence in order) hold the split of `input`.
bool correctResults(const Workload &w, const Buffer &input,
                    const std::vector<const float *> &results) {
  int64_t outer = 1, inner = 1, dim = w.shape[w.axis];
  for (int64_t i = 0; i < w.axis; ++i)
    outer *= w.shape[i];
  for (size_t i = w.axis + 1; i < w.shape.size(); ++i)
    inner *= w.shape[i];
  int64_t offset = 0;
  for (size_t r = 0; r < w.sizes.size(); ++r) {
    int64_t size = w.sizes[r];
    const float *out = w.isSequence ? results[0] + offset * inner : results[r];
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t k = 0; k < size * inner; ++k) {
        float expected = input.data[(o * dim + offset) * inner + k];
        float actual =
            w.isSequence ? out[o * dim * inner + k] : out[o * size * inner + k];
        if (expected != actual)
          return false;
      }
    offset += size;
  }
  return true;
}

FailureOr<Result> run(MLIRContext &context, const Workload &w) {
  Result result;
  Buffer input(w.shape);
  for (size_t i = 0; i < input.numElements(); ++i)
    input.data[i] = static_cast<float>(i % 1000003);
  std::vector<std::vector<int64_t>> resultShapes;
  if (w.isSequence)
    resultShapes.push_back(w.shape);
  else
    for (size_t i = 0; i < w.sizes.size(); ++i)
      resultShapes.push_back(resultShape(w, i));

  // The kernel, into preallocated buffers.
  {
    FailureOr<Compiled> compiled =
        compile(context, kernelSource(w), "_mlir_ciface_kernel");
    if (failed(compiled)) {
      llvm::errs() << "split-bench: " << w.name
                   << " kernel failed to compile\n";
      return failure();
    }
    KernelArguments kernelArgs(input, resultShapes);
    std::deque<Buffer> &outputs = kernelArgs.outputs;
    std::vector<void *> &args = kernelArgs.args;
    auto kernel = *compiled->engine->lookupPacked("_mlir_ciface_kernel");
    auto call = [&] { kernel(args.data()); };
    call();
    std::vector<const float *> data;
    for (Buffer &output : outputs)
      data.push_back(output.data);
    if (!correctResults(w, input, data))
      result.wrong = "kernel";
    result.kernelLowerMs = compiled->lowerMs;
    result.kernelJitMs = compiled->jitMs;
    result.kernel = measure(w.repetitions, w.callsPerRepetition, call);
  }

  // End to end: fresh results, freed by the caller after each call.
  {
    FailureOr<Compiled> compiled =
        compile(context, freshSource(w), "_mlir_ciface_split");
    if (failed(compiled)) {
      llvm::errs() << "split-bench: " << w.name
                   << " function failed to compile\n";
      return failure();
    }
    ReturnedMemRefs descriptors(resultShapes.size(), w.shape.size());
    void *resultsPointer = descriptors.get();
    void *inputPointer = input.descriptor();
    void *args[] = {&resultsPointer, &inputPointer};
    auto function = *compiled->engine->lookupPacked("_mlir_ciface_split");
    auto freeResults = [&] { descriptors.free(); };
    function(args);
    std::vector<const float *> data;
    for (size_t r = 0; r < resultShapes.size(); ++r)
      data.push_back(descriptors[r].data + descriptors[r].offset);
    if (!correctResults(w, input, data))
      result.wrong = "fresh results";
    freeResults();
    result.freshLowerMs = compiled->lowerMs;
    result.freshJitMs = compiled->jitMs;
    result.fresh = measure(w.repetitions, w.callsPerRepetition, [&] {
      function(args);
      freeResults();
    });
  }

  // The baselines move the same bytes: input to buffers of the results'
  // sizes, warm (allocated once) or fresh (malloc/free each call).
  std::vector<size_t> bytes;
  for (const std::vector<int64_t> &shape : resultShapes)
    bytes.push_back(std::accumulate(shape.begin(), shape.end(), size_t{4},
                                    std::multiplies<size_t>()));
  std::deque<Buffer> warm;
  for (const std::vector<int64_t> &shape : resultShapes)
    warm.emplace_back(shape);
  result.memcpyWarm = measure(w.repetitions, w.callsPerRepetition, [&] {
    const char *from = reinterpret_cast<const char *>(input.data);
    for (size_t r = 0; r < warm.size(); from += bytes[r], ++r)
      std::memcpy(warm[r].data, from, bytes[r]);
    asm volatile("" : : "r"(&warm) : "memory");
  });
  std::vector<void *> fresh(bytes.size());
  result.memcpyFresh = measure(w.repetitions, w.callsPerRepetition, [&] {
    const char *from = reinterpret_cast<const char *>(input.data);
    for (size_t r = 0; r < bytes.size(); from += bytes[r], ++r) {
      fresh[r] = std::malloc(bytes[r]);
      std::memcpy(fresh[r], from, bytes[r]);
    }
    asm volatile("" : : "r"(fresh.data()) : "memory");
    for (void *pointer : fresh)
      std::free(pointer);
  });
  return result;
}

//===----------------------------------------------------------------------===//
// Two threads
//===----------------------------------------------------------------------===//

/// memcpy of `bytes` spread over `threads` threads the way parallel copies
/// are (an scf.parallel lowered to OpenMP), for the 2-thread baseline.
std::string parallelMemcpySource(int64_t bytes, int threads) {
  int64_t chunk = bytes / threads;
  std::string type = "memref<" + std::to_string(bytes) + "xi8>";
  std::string part =
      "memref<" + std::to_string(chunk) + "xi8, strided<[1], offset: ?>>";
  return "func.func @kernel(%src: " + type + ", %dst: " + type +
         ") attributes {llvm.emit_c_interface} {\n"
         "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
         "  %n = arith.constant " +
         std::to_string(threads) + " : index\n  %chunk = arith.constant " +
         std::to_string(chunk) +
         " : index\n  scf.parallel (%t) = (%c0) to (%n) step (%c1) {\n"
         "    %o = arith.muli %t, %chunk : index\n"
         "    %s = memref.subview %src[%o] [" +
         std::to_string(chunk) + "] [1] : " + type + " to " + part +
         "\n    %d = memref.subview %dst[%o] [" + std::to_string(chunk) +
         "] [1] : " + type + " to " + part +
         "\n    memref.copy %s, %d : " + part + " to " + part +
         "\n    scf.reduce\n  }\n  return\n}\n";
}

struct ThreadsResult {
  Stats kernel, fresh, memcpy;
};

/// The workload's kernel and fresh-results function lowered with
/// parallel-copies and run on `threads` threads, and memcpy on as many.
FailureOr<ThreadsResult> runThreads(MLIRContext &context, const Workload &w,
                                    int threads) {
  split::SplitToLLVMOptions options;
  options.parallelCopies = true;
  split::runtime::setThreads(threads);
  ThreadsResult result;
  Buffer input(w.shape);
  for (size_t i = 0; i < input.numElements(); ++i)
    input.data[i] = static_cast<float>(i % 1000003);
  std::vector<std::vector<int64_t>> shapes;
  for (size_t i = 0; i < w.sizes.size(); ++i)
    shapes.push_back(resultShape(w, i));

  FailureOr<Compiled> kernel =
      compile(context, kernelSource(w), "_mlir_ciface_kernel", options);
  FailureOr<Compiled> fresh =
      compile(context, freshSource(w), "_mlir_ciface_split", options);
  if (failed(kernel) || failed(fresh))
    return failure();
  KernelArguments kernelArgs(input, shapes);
  std::deque<Buffer> &outputs = kernelArgs.outputs;
  std::vector<void *> &args = kernelArgs.args;
  auto kernelFn = *kernel->engine->lookupPacked("_mlir_ciface_kernel");
  kernelFn(args.data());
  std::vector<const float *> data;
  for (Buffer &output : outputs)
    data.push_back(output.data);
  if (!correctResults(w, input, data))
    return failure();
  result.kernel = measure(w.repetitions, 1, [&] { kernelFn(args.data()); });

  ReturnedMemRefs results(shapes.size(), w.shape.size());
  void *resultsPointer = results.get();
  void *inputPointer = input.descriptor();
  void *freshArgs[] = {&resultsPointer, &inputPointer};
  auto freshFn = *fresh->engine->lookupPacked("_mlir_ciface_split");
  auto freeResults = [&] { results.free(); };
  freshFn(freshArgs);
  data.clear();
  for (size_t r = 0; r < shapes.size(); ++r)
    data.push_back(results[r].data + results[r].offset);
  bool correct = correctResults(w, input, data);
  freeResults();
  if (!correct)
    return failure();
  result.fresh = measure(w.repetitions, 1, [&] {
    freshFn(freshArgs);
    freeResults();
  });

  Buffer target(w.shape);
  if (threads == 1) {
    result.memcpy = measure(w.repetitions, 1, [&] {
      std::memcpy(target.data, input.data, input.bytes());
      asm volatile("" : : "r"(target.data) : "memory");
    });
  } else {
    FailureOr<Compiled> copy = compile(
        context,
        parallelMemcpySource(static_cast<int64_t>(input.bytes()), threads),
        "_mlir_ciface_kernel", options);
    if (failed(copy))
      return failure();
    // memref<Nxi8> descriptors over the same bytes.
    int64_t bytes = static_cast<int64_t>(input.bytes());
    auto *from = reinterpret_cast<char *>(input.data);
    auto *to = reinterpret_cast<char *>(target.data);
    StridedMemRefType<char, 1> src{from, from, 0, {bytes}, {1}};
    StridedMemRefType<char, 1> dst{to, to, 0, {bytes}, {1}};
    void *srcPointer = &src, *dstPointer = &dst;
    void *copyArgs[] = {&srcPointer, &dstPointer};
    auto copyFn = *copy->engine->lookupPacked("_mlir_ciface_kernel");
    copyFn(copyArgs);
    if (std::memcmp(target.data, input.data, input.bytes()) != 0)
      return failure();
    result.memcpy = measure(w.repetitions, 1, [&] { copyFn(copyArgs); });
  }
  return result;
}

/// Writes every workload as an ONNX model into `dir`, and `dir`/workloads.json
/// for ort-bench.mjs (file, input shape, warm-up and timed runs).
int writeOnnxModels(const std::vector<Workload> &workloads,
                    const std::string &dir, bool tiny) {
  if (std::error_code error = llvm::sys::fs::create_directories(dir)) {
    llvm::errs() << "split-bench: cannot create " << dir << ": "
                 << error.message() << "\n";
    return 1;
  }
  llvm::json::Array list;
  for (const Workload &w : workloads) {
    split::bench::OnnxSplitModel model;
    model.shape = w.shape;
    model.axis = w.axis;
    model.sizes = w.sizes;
    model.explicitSizes = w.explicitSizes;
    model.sequence = w.isSequence;
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, w.name + ".onnx");
    std::string error = split::bench::writeOnnxModel(model, path.str().str());
    if (!error.empty()) {
      llvm::errs() << "split-bench: " << error << "\n";
      return 1;
    }
    // Per-call workloads: single calls, many of them.
    bool perCall = w.callsPerRepetition > 1;
    list.push_back(llvm::json::Object{
        {"name", w.name},
        {"file", path.str().str()},
        {"shape", llvm::json::Array(w.shape)},
        {"warmup", perCall ? 50 : 2},
        {"reps", perCall ? (tiny ? 100 : 2000) : w.repetitions}});
  }
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "workloads.json");
  std::error_code error;
  llvm::raw_fd_ostream out(path, error);
  if (error) {
    llvm::errs() << "split-bench: cannot write " << path << "\n";
    return 1;
  }
  out << llvm::json::Value(std::move(list)) << "\n";
  return 0;
}

//===----------------------------------------------------------------------===//
// Compile-time scaling
//===----------------------------------------------------------------------===//

/// N functions with one dynamic split each.
std::string spreadSplits(int count) {
  std::string src;
  for (int i = 0; i < count; ++i)
    src += "func.func @f" + std::to_string(i) +
           "(%x: tensor<?x64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>) "
           "{\n  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x64xf32> "
           "-> tensor<?x64xf32>, tensor<?x64xf32>\n  return %a#0, %a#1 : "
           "tensor<?x64xf32>, tensor<?x64xf32>\n}\n";
  return src;
}

/// One split with `count` results, all returned.
std::string wideSplit(int count) {
  std::string types;
  for (int i = 0; i < count; ++i)
    types += std::string(i ? ", " : "") + "tensor<1x64xf32>";
  std::string results;
  for (int i = 0; i < count; ++i)
    results += std::string(i ? ", " : "") + "%a#" + std::to_string(i);
  return "func.func @f(%x: tensor<" + std::to_string(count) + "x64xf32>) -> (" +
         types + ") {\n  %a:" + std::to_string(count) +
         " = split.split_v13 %x : tensor<" + std::to_string(count) +
         "x64xf32> -> " + types + "\n  return " + results + " : " + types +
         "\n}\n";
}

/// A chain of `count` dependent dynamic splits: each splits the second
/// result of the one before; the last one's first result is returned.
std::string splitChain(int count) {
  std::string src = "func.func @f(%x: tensor<?x64xf32>) -> tensor<?x64xf32> "
                    "{\n";
  std::string input = "%x";
  for (int i = 0; i < count; ++i) {
    std::string name = "%a" + std::to_string(i);
    src += "  " + name + ":2 = split.split_v18 " + input +
           " num_outputs = 2 : tensor<?x64xf32> -> tensor<?x64xf32>, "
           "tensor<?x64xf32>\n";
    input = name + "#1";
  }
  return src + "  return %a" + std::to_string(count - 1) +
         "#0 : tensor<?x64xf32>\n}\n";
}

/// One SplitToSequence with `count` chunks, its last element returned.
std::string sequenceChunks(int count) {
  return "func.func @f(%x: tensor<" + std::to_string(count) +
         "x64xf32>, %i: tensor<i64>) -> tensor<1x64xf32> {\n  %s = "
         "split.split_to_sequence_v11 %x : tensor<" +
         std::to_string(count) +
         "x64xf32> -> !split.seq<tensor<1x64xf32>>\n  %e = split.sequence_at "
         "%s[%i] : !split.seq<tensor<1x64xf32>>, tensor<i64> -> "
         "tensor<1x64xf32>\n  return %e : tensor<1x64xf32>\n}\n";
}

} // namespace

namespace {
llvm::cl::OptionCategory category("split-bench options");
llvm::cl::opt<bool> tiny("tiny",
                         llvm::cl::desc("Small sizes and few repetitions (a "
                                        "check that everything runs)"),
                         llvm::cl::cat(category));
llvm::cl::opt<bool> noScaling("no-scaling",
                              llvm::cl::desc("Skip the compile-time scaling"),
                              llvm::cl::cat(category));
llvm::cl::opt<std::string>
    only("only", llvm::cl::desc("Only these workloads (W1,W2,...)"),
         llvm::cl::value_desc("names"), llvm::cl::cat(category));
llvm::cl::opt<std::string>
    ortFile("ort",
            llvm::cl::desc("ONNX Runtime results to merge (ort-bench.mjs)"),
            llvm::cl::value_desc("file"), llvm::cl::cat(category));
llvm::cl::opt<std::string>
    dataFile("data", llvm::cl::desc("Write the ratios for gnuplot here"),
             llvm::cl::value_desc("file"), llvm::cl::cat(category));
llvm::cl::opt<std::string>
    onnxDir("write-onnx",
            llvm::cl::desc("Only write the workloads as ONNX models into this "
                           "directory"),
            llvm::cl::value_desc("dir"), llvm::cl::cat(category));
} // namespace

int main(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "split-bench: split kernels beside memcpy, in one process\n");
  bool scaling = !noScaling;
  std::vector<Workload> workloads;
  for (Workload &w : makeWorkloads(tiny))
    if (only.empty() ||
        llvm::is_contained(llvm::split(llvm::StringRef(only), ','), w.name))
      workloads.push_back(std::move(w));
  if (!onnxDir.empty())
    return writeOnnxModels(workloads, onnxDir, tiny);

  split::initializeJITTarget();
  split::runtime::initialize();
  DialectRegistry registry;
  split::registerSplitToolDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  split::registerSplitToolPasses();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  // ONNX Runtime results, one JSON object per line, by workload name.
  std::map<std::string, Stats> ort;
  if (!ortFile.empty()) {
    auto buffer = llvm::MemoryBuffer::getFile(ortFile);
    if (buffer) {
      llvm::SmallVector<llvm::StringRef> lines;
      (*buffer)->getBuffer().split(lines, '\n', -1, false);
      for (llvm::StringRef line : lines) {
        auto value = llvm::json::parse(line);
        if (!value) {
          llvm::consumeError(value.takeError());
          continue;
        }
        if (auto *object = value->getAsObject())
          if (auto name = object->getString("name"))
            ort[name->str()] = {object->getNumber("min_us").value_or(0),
                                object->getNumber("median_us").value_or(0)};
      }
    }
  }

  int failures = 0;
  std::string times, ratios, data;
  llvm::raw_string_ostream timesOs(times), ratiosOs(ratios), dataOs(data);
  timesOs << "| workload | bytes moved | kernel into buffers | fresh results "
             "(end to end) | memcpy, warm buffers | memcpy, fresh malloc "
             "buffers | ONNX Runtime session.run |\n"
             "|---|---|---|---|---|---|---|\n";
  ratiosOs << "| workload | kernel | fresh results | memcpy, fresh malloc | "
              "ONNX Runtime | ORT / fresh results | lower + JIT, kernel | "
              "lower + JIT, fresh results |\n"
              "|---|---|---|---|---|---|---|---|\n";
  dataOs << "# workload kernel fresh memcpy-fresh-malloc onnxruntime "
            "(warm memcpy time / time)\n";
  auto stats = [](const Stats &s) {
    return llvm::formatv("{0:f2} / {1:f2}", s.min, s.median).str();
  };
  for (const Workload &w : workloads) {
    FailureOr<Result> result = run(context, w);
    if (failed(result) || result->wrong) {
      std::string what =
          failed(result)
              ? "FAILED (compile)"
              : "FAILED (wrong result: " + std::string(result->wrong) + ")";
      timesOs << "| " << w.name << " | " << what << " | | | | | |\n";
      ++failures;
      continue;
    }
    double bytes = 2.0 *
                   std::accumulate(w.shape.begin(), w.shape.end(), 1.0,
                                   std::multiplies<double>()) *
                   4;
    std::string ortText = "n/a", ortRatio = "n/a", ortFresh = "n/a",
                ortData = "?";
    double warm = result->memcpyWarm.min;
    if (auto it = ort.find(w.name); it != ort.end()) {
      ortText = stats(it->second);
      ortRatio = llvm::formatv("{0:f3}x", warm / it->second.min);
      ortFresh = llvm::formatv("{0:f2}x", it->second.min / result->fresh.min);
      ortData = llvm::formatv("{0:f4}", warm / it->second.min);
    }
    timesOs << llvm::formatv("| {0} {1} | {2:f2} MiB | {3} | {4} | {5} | {6} "
                             "| {7} |\n",
                             w.name, w.description, bytes / (1 << 20),
                             stats(result->kernel), stats(result->fresh),
                             stats(result->memcpyWarm),
                             stats(result->memcpyFresh), ortText);
    ratiosOs << llvm::formatv(
        "| {0} | {1:f2}x | {2:f2}x | {3:f2}x | {4} | {5} | {6:f0} + {7:f0} ms "
        "| {8:f0} + {9:f0} ms |\n",
        w.name, warm / result->kernel.min, warm / result->fresh.min,
        warm / result->memcpyFresh.min, ortRatio, ortFresh,
        result->kernelLowerMs, result->kernelJitMs, result->freshLowerMs,
        result->freshJitMs);
    dataOs << llvm::formatv("{0} {1:f4} {2:f4} {3:f4} {4}\n", w.name,
                            warm / result->kernel.min, warm / result->fresh.min,
                            warm / result->memcpyFresh.min, ortData);
  }
  llvm::outs() << "Times in microseconds per call, min / median:\n\n"
               << times
               << "\nRatios: memcpy into warm buffers (min) / each (min); "
                  "above 1x is faster than memcpy:\n\n"
               << ratios;
  llvm::outs().flush();
  if (!dataFile.empty()) {
    std::error_code error;
    llvm::raw_fd_ostream out(dataFile, error);
    if (error) {
      llvm::errs() << "split-bench: cannot write " << dataFile << "\n";
      ++failures;
    } else {
      out << data;
    }
  }

  // Opt-in parallel copies: the workloads whose copies are large.
  std::string threadTable;
  llvm::raw_string_ostream threadOs(threadTable);
  threadOs << "| workload | threads | kernel into buffers | fresh results | "
              "memcpy | memcpy / kernel | memcpy / fresh results |\n"
              "|---|---|---|---|---|---|---|\n";
  bool anyThreads = false;
  for (const Workload &w : workloads) {
    if (w.isSequence || w.callsPerRepetition > 1)
      continue;
    for (int threads : {1, 2}) {
      FailureOr<ThreadsResult> result = runThreads(context, w, threads);
      if (failed(result)) {
        threadOs << "| " << w.name << " | " << threads
                 << " | FAILED | | | | |\n";
        ++failures;
        continue;
      }
      anyThreads = true;
      threadOs << llvm::formatv(
          "| {0} | {1} | {2} | {3} | {4} | {5:f2}x | {6:f2}x |\n", w.name,
          threads, stats(result->kernel), stats(result->fresh),
          stats(result->memcpy), result->memcpy.min / result->kernel.min,
          result->memcpy.min / result->fresh.min);
    }
  }
  split::runtime::setThreads(1);
  if (anyThreads)
    llvm::outs() << "\nParallel copies (split-to-llvm{parallel-copies}, "
                    "OpenMP), 1 and 2 threads, against memcpy on as many "
                    "threads (microseconds per call, min / median):\n\n"
                 << threadTable;
  llvm::outs().flush();

  if (!scaling)
    return failures == 0 ? 0 : 1;
  std::vector<int> counts = tiny ? std::vector<int>{1, 10, 100, 1000}
                                 : std::vector<int>{1, 100, 1000, 10000};
  llvm::outs() << "\n| compile time, parse + split-to-llvm (ms), N =";
  for (int count : counts)
    llvm::outs() << " | " << count;
  llvm::outs() << " |\n|---|---|---|---|---|\n";
  struct Shape {
    const char *name;
    std::string (*source)(int);
    int maxCount; // larger counts are not run (quadratic, see BENCHMARKS.md)
  };
  for (const Shape &shape :
       {Shape{"N functions, one dynamic split each", spreadSplits, 1 << 30},
        Shape{"one split with N results, all returned", wideSplit, 1 << 30},
        Shape{"a chain of N dependent dynamic splits", splitChain, 1 << 30},
        Shape{"one SplitToSequence of N chunks", sequenceChunks, 1 << 30}}) {
    llvm::outs() << "| " << shape.name;
    for (int count : counts) {
      if (count > shape.maxCount) {
        llvm::outs() << " | not run";
        continue;
      }
      auto lowered = lower(context, shape.source(count));
      if (failed(lowered)) {
        llvm::outs() << " | FAILED";
        ++failures;
        continue;
      }
      llvm::outs() << llvm::formatv(" | {0:f1}", lowered->second);
    }
    llvm::outs() << " |\n";
  }
  return failures == 0 ? 0 : 1;
}
