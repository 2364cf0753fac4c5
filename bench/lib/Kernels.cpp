//===- Kernels.cpp - the workloads as MLIR functions ----------------------===//

#include "bench/Kernels.h"
#include "bench/Workloads.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir::split::bench;

std::string mlir::split::bench::tensorType(const std::vector<int64_t> &shape,
                                           const char *kind) {
  std::string text = std::string(kind) + "<";
  for (int64_t d : shape)
    text += std::to_string(d) + "x";
  return text + "f32>";
}

std::string mlir::split::bench::resultTypes(const Workload &w) {
  std::string types;
  for (size_t i = 0; i < w.sizes.size(); ++i)
    types += (i ? ", " : "") + tensorType(resultShape(w, i));
  return types;
}

namespace {

/// `%sizes`: the result sizes as a constant operand.
void printSizes(llvm::raw_ostream &os, const Workload &w) {
  os << "  %sizes = arith.constant dense<[";
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << (i ? ", " : "") << w.sizes[i];
  os << "]> : tensor<" << w.sizes.size() << "xi64>\n";
}

/// `%s`: the tensor `%t` split into a sequence of `elem` chunks of 1, with
/// `%n` its length and the bounds `%c0`, `%c1` of a loop over it.
void printSequence(llvm::raw_ostream &os, const std::string &in,
                   const std::string &elem) {
  os << "  %one = arith.constant dense<1> : tensor<i64>\n"
     << "  %s = split.split_to_sequence_v11 %t, %one : " << in
     << ", tensor<i64> -> !split.seq<" << elem << ">\n"
     << "  %len = split.sequence_length %s : !split.seq<" << elem << ">\n"
     << "  %l = tensor.extract %len[] : tensor<i64>\n"
     << "  %n = arith.index_cast %l : i64 to index\n"
     << "  %c0 = arith.constant 0 : index\n"
     << "  %c1 = arith.constant 1 : index\n";
}

/// `%e`: element `%i` of the sequence `%s`, inside the loop.
void printElement(llvm::raw_ostream &os, const std::string &elem) {
  os << "    %i64 = arith.index_cast %i : index to i64\n"
     << "    %p = tensor.from_elements %i64 : tensor<i64>\n"
     << "    %e = split.sequence_at %s[%p] : !split.seq<" << elem
     << ">, tensor<i64> -> " << elem << "\n";
}

} // namespace

std::string mlir::split::bench::kernelSource(const Workload &w) {
  std::string in = tensorType(w.shape), inBuf = tensorType(w.shape, "memref");
  std::string src;
  llvm::raw_string_ostream os(src);
  if (w.isSequence) {
    // Every element of the sequence is read and written to row i of %out.
    std::string elem = tensorType(resultShape(w, 0));
    std::string row = "memref<1x" + std::to_string(w.shape[1]) +
                      "xf32, strided<[" + std::to_string(w.shape[1]) +
                      ", 1], offset: ?>>";
    os << "func.func @kernel(%x: " << inBuf << ", %out: " << inBuf
       << ") attributes {llvm.emit_c_interface} {\n"
       << "  %t = bufferization.to_tensor %x restrict : " << inBuf << " to "
       << in << "\n";
    printSequence(os, in, elem);
    os << "  scf.for %i = %c0 to %n step %c1 {\n";
    printElement(os, elem);
    os << "    %row = memref.subview %out[%i, 0] [1, " << w.shape[1]
       << "] [1, 1] : " << inBuf << " to " << row << "\n"
       << "    bufferization.materialize_in_destination %e in restrict "
          "writable %row : ("
       << elem << ", " << row << ") -> ()\n"
       << "  }\n  return\n}\n";
    return src;
  }
  os << "func.func @kernel(%x: " << inBuf;
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << ", %o" << i << ": " << tensorType(resultShape(w, i), "memref");
  os << ") attributes {llvm.emit_c_interface} {\n"
     << "  %t = bufferization.to_tensor %x restrict : " << inBuf << " to " << in
     << "\n";
  printSizes(os, w);
  os << "  %r:" << w.sizes.size()
     << " = split.split_v13 %t, %sizes axis = " << w.axis << " : " << in
     << ", tensor<" << w.sizes.size() << "xi64> -> " << resultTypes(w) << "\n";
  for (size_t i = 0; i < w.sizes.size(); ++i)
    os << "  bufferization.materialize_in_destination %r#" << i
       << " in restrict writable %o" << i << " : ("
       << tensorType(resultShape(w, i)) << ", "
       << tensorType(resultShape(w, i), "memref") << ") -> ()\n";
  os << "  return\n}\n";
  return src;
}

std::string mlir::split::bench::freshSource(const Workload &w) {
  std::string in = tensorType(w.shape);
  std::string src;
  llvm::raw_string_ostream os(src);
  if (w.isSequence) {
    std::string elem = tensorType(resultShape(w, 0));
    os << "func.func @split(%t: " << in << ") -> " << in
       << " attributes {llvm.emit_c_interface} {\n";
    printSequence(os, in, elem);
    os << "  %init = tensor.empty() : " << in << "\n"
       << "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> ("
       << in << ") {\n";
    printElement(os, elem);
    os << "    %u = tensor.insert_slice %e into %acc[%i, 0] [1, " << w.shape[1]
       << "] [1, 1] : " << elem << " into " << in << "\n"
       << "    scf.yield %u : " << in << "\n"
       << "  }\n  return %r : " << in << "\n}\n";
    return src;
  }
  std::string results = resultTypes(w);
  os << "func.func @split(%t: " << in << ") -> (" << results
     << ") attributes {llvm.emit_c_interface} {\n";
  if (w.explicitSizes) {
    printSizes(os, w);
    os << "  %r:" << w.sizes.size()
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
