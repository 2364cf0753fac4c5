//===- Baselines.cpp - memcpy of the bytes a split moves ------------------===//

#include "bench/Baselines.h"
#include "bench/Compile.h"
#include "bench/MemRefs.h"

#include <cstdlib>
#include <cstring>
#include <deque>
#include <string>

using namespace mlir;
using namespace mlir::split::bench;

namespace {

using Bytes = AlignedBuffer<char, 1>;

/// memcpy of `bytes` spread over `threads` threads the way parallel copies
/// are (an scf.parallel lowered to OpenMP).
std::string parallelMemcpySource(int64_t bytes, int threads) {
  int64_t chunk = bytes / threads;
  std::string type = "memref<" + std::to_string(bytes) + "xi8>";
  std::string part =
      "memref<" + std::to_string(chunk) + "xi8, strided<[1], offset: ?>>";
  return "func.func @copy(%src: " + type + ", %dst: " + type +
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

} // namespace

Stats mlir::split::bench::measureMemcpyWarm(const void *input,
                                            ArrayRef<int64_t> bytes,
                                            int repetitions, int calls) {
  std::deque<Bytes> warm;
  for (int64_t size : bytes)
    warm.emplace_back(size);
  return measure(repetitions, calls, [&] {
    const char *from = static_cast<const char *>(input);
    for (size_t r = 0; r < warm.size(); from += bytes[r], ++r)
      std::memcpy(warm[r]->data, from, bytes[r]);
    asm volatile("" : : "r"(&warm) : "memory");
  });
}

Stats mlir::split::bench::measureMemcpyFresh(const void *input,
                                             ArrayRef<int64_t> bytes,
                                             int repetitions, int calls) {
  std::vector<void *> fresh(bytes.size());
  return measure(repetitions, calls, [&] {
    const char *from = static_cast<const char *>(input);
    for (size_t r = 0; r < bytes.size(); from += bytes[r], ++r) {
      fresh[r] = std::malloc(bytes[r]);
      std::memcpy(fresh[r], from, bytes[r]);
    }
    asm volatile("" : : "r"(fresh.data()) : "memory");
    for (void *pointer : fresh)
      std::free(pointer);
  });
}

FailureOr<Stats> mlir::split::bench::measureMemcpyThreads(
    MLIRContext &context, const void *input, int64_t bytes, int threads,
    int repetitions, const SplitToLLVMOptions &options) {
  Bytes target(bytes);
  if (threads == 1)
    return measure(repetitions, 1, [&] {
      std::memcpy(target->data, input, bytes);
      asm volatile("" : : "r"(target->data) : "memory");
    });
  FailureOr<Compiled> copy =
      compile(context, parallelMemcpySource(bytes, threads),
              "_mlir_ciface_copy", options);
  if (failed(copy))
    return failure();
  // memref<Nxi8> over the input's bytes.
  auto *from = static_cast<char *>(const_cast<void *>(input));
  StridedMemRefType<char, 1> source{from, from, 0, {bytes}, {1}};
  PackedArguments arguments({&source, &*target});
  copy->function(arguments.get());
  if (std::memcmp(target->data, input, bytes) != 0)
    return failure();
  return measure(repetitions, 1, [&] { copy->function(arguments.get()); });
}
