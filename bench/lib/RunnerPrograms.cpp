//===- RunnerPrograms.cpp - the workloads as split-runner programs --------===//

#include "bench/RunnerPrograms.h"
#include "bench/Kernels.h"
#include "bench/Workloads.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split::bench;

namespace {

/// The declarations of MLIR's runner helpers the programs call.
constexpr llvm::StringLiteral kHelpers = "func.func private @rtclock() -> f64\n"
                                         "func.func private @printF64(f64)\n"
                                         "func.func private @printNewline()\n";

/// `[%c0, %c0, ...]`: the first element of a tensor or memref of `rank`.
std::string firstElement(size_t rank) {
  std::string indices = "[";
  for (size_t d = 0; d < rank; ++d)
    indices += d ? ", %c0" : "%c0";
  return indices + "]";
}

/// The loop that runs `body` (which ends by defining %v, an f32 read from
/// what it made) `calls` times `w.callsPerRepetition` times, timing each
/// batch (a small workload's call is shorter than rtclock's resolution),
/// then prints the minimum and the mean time of one run of `body` and the
/// sum of the %v.
void printTimedLoop(llvm::raw_ostream &os, const Workload &w, int calls,
                    llvm::StringRef body) {
  int64_t per = w.callsPerRepetition;
  os << "  %c0 = arith.constant 0 : index\n"
     << "  %c1 = arith.constant 1 : index\n"
     << "  %calls = arith.constant " << calls << " : index\n"
     << "  %per = arith.constant " << per << " : index\n"
     << "  %per_f = arith.constant " << per << ".0 : f64\n"
     << "  %inf = arith.constant 1.0e300 : f64\n"
     << "  %zero = arith.constant 0.0 : f32\n"
     << "  %start = func.call @rtclock() : () -> f64\n"
     << "  %best, %sum = scf.for %i = %c0 to %calls step %c1 "
        "iter_args(%b = %inf, %acc = %zero) -> (f64, f32) {\n"
     << "    %t0 = func.call @rtclock() : () -> f64\n"
     << "    %batch = scf.for %j = %c0 to %per step %c1 "
        "iter_args(%a = %acc) -> (f32) {\n"
     << body << "      %n = arith.addf %a, %v : f32\n"
     << "      scf.yield %n : f32\n"
     << "    }\n"
     << "    %t1 = func.call @rtclock() : () -> f64\n"
     << "    %d = arith.subf %t1, %t0 : f64\n"
     << "    %each = arith.divf %d, %per_f : f64\n"
     << "    %m = arith.minimumf %b, %each : f64\n"
     << "    scf.yield %m, %batch : f64, f32\n"
     << "  }\n"
     << "  %end = func.call @rtclock() : () -> f64\n"
     << "  %total = arith.subf %end, %start : f64\n"
     << "  %count = arith.constant " << calls * per << ".0 : f64\n"
     << "  %mean = arith.divf %total, %count : f64\n"
     << "  %s = arith.extf %sum : f32 to f64\n";
  for (llvm::StringRef value : {"%best", "%mean", "%s"})
    os << "  func.call @printF64(" << value << ") : (f64) -> ()\n"
       << "  func.call @printNewline() : () -> ()\n";
}

} // namespace

std::string mlir::split::bench::freshRunnerProgram(const Workload &w,
                                                   int calls) {
  std::string in = tensorType(w.shape);
  // A sequence's fresh result is one tensor of the input's type.
  std::string results = w.isSequence ? in : resultTypes(w);
  size_t numResults = w.isSequence ? 1 : w.sizes.size();
  std::string last =
      w.isSequence ? in : tensorType(resultShape(w, numResults - 1));
  std::string body;
  llvm::raw_string_ostream call(body);
  call << "      %r:" << numResults << " = func.call @split(%x) : (" << in
       << ") -> (" << results << ")\n"
       << "      %v = tensor.extract %r#" << numResults - 1
       << firstElement(w.shape.size()) << " : " << last << "\n";

  std::string src;
  llvm::raw_string_ostream os(src);
  os << kHelpers << freshSource(w) << "func.func @main() {\n"
     << "  %one = arith.constant 1.0 : f32\n"
     << "  %e = tensor.empty() : " << in << "\n"
     << "  %x = linalg.fill ins(%one : f32) outs(%e : " << in << ") -> " << in
     << "\n";
  printTimedLoop(os, w, calls, body);
  os << "  return\n}\n";
  return src;
}

std::string mlir::split::bench::memcpyRunnerProgram(const Workload &w,
                                                    int calls) {
  std::string buffer = tensorType(w.shape, "memref");
  std::string body;
  llvm::raw_string_ostream copy(body);
  copy << "      memref.copy %src, %dst : " << buffer << " to " << buffer
       << "\n"
       << "      %v = memref.load %dst" << firstElement(w.shape.size()) << " : "
       << buffer << "\n";

  std::string src;
  llvm::raw_string_ostream os(src);
  // The destination is written once before the loop: warm pages. The buffer
  // deallocation frees both buffers.
  os << kHelpers << "func.func @main() {\n"
     << "  %one = arith.constant 1.0 : f32\n"
     << "  %nil = arith.constant 0.0 : f32\n"
     << "  %src = memref.alloc() : " << buffer << "\n"
     << "  %dst = memref.alloc() : " << buffer << "\n"
     << "  linalg.fill ins(%one : f32) outs(%src : " << buffer << ")\n"
     << "  linalg.fill ins(%nil : f32) outs(%dst : " << buffer << ")\n";
  printTimedLoop(os, w, calls, body);
  os << "  return\n}\n";
  return src;
}

LogicalResult
mlir::split::bench::writeRunnerPrograms(const std::vector<Workload> &workloads,
                                        llvm::StringRef dir, int calls) {
  if (llvm::sys::fs::create_directories(dir))
    return failure();
  for (const Workload &w : workloads) {
    for (auto [kind, text] :
         {std::pair{"fresh", freshRunnerProgram(w, calls)},
          std::pair{"memcpy", memcpyRunnerProgram(w, calls)}}) {
      std::error_code error;
      llvm::raw_fd_ostream out(
          (dir + "/" + w.name + "." + kind + ".mlir").str(), error);
      if (error)
        return failure();
      out << text;
    }
  }
  return success();
}
