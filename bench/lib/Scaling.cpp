//===- Scaling.cpp - compile time against program size --------------------===//

#include "bench/Scaling.h"
#include "bench/Compile.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::split::bench;

namespace {

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

int mlir::split::bench::printCompileTimeScaling(MLIRContext &context, bool tiny,
                                                llvm::raw_ostream &os) {
  std::vector<int> counts = tiny ? std::vector<int>{1, 10, 100, 1000}
                                 : std::vector<int>{1, 100, 1000, 10000};
  os << "\n| compile time, parse + split-to-llvm (ms), N =";
  for (int count : counts)
    os << " | " << count;
  os << " |\n|---|---|---|---|---|\n";
  struct Shape {
    const char *name;
    std::string (*source)(int);
  };
  int failures = 0;
  for (const Shape &shape :
       {Shape{"N functions, one dynamic split each", spreadSplits},
        Shape{"one split with N results, all returned", wideSplit},
        Shape{"a chain of N dependent dynamic splits", splitChain},
        Shape{"one SplitToSequence of N chunks", sequenceChunks}}) {
    os << "| " << shape.name;
    for (int count : counts) {
      FailureOr<Lowered> lowered = lower(context, shape.source(count));
      if (failed(lowered)) {
        os << " | FAILED";
        ++failures;
        continue;
      }
      os << llvm::formatv(" | {0:f1}", lowered->lowerMs);
      // A row as it is measured: N = 10000 takes a while.
      os.flush();
    }
    os << " |\n";
  }
  return failures;
}
