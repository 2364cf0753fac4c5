//===- DummyMain.cpp - run a fuzz target on files, without libFuzzer ------===//
//
// The fuzz targets' main() in builds without libFuzzer: every argument is a
// file whose bytes go through LLVMFuzzerTestOneInput once (LLVM's FuzzerCLI
// helper, as LLVM's own fuzzers do).
//
//===----------------------------------------------------------------------===//

#include "llvm/FuzzMutate/FuzzerCLI.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char *argv[]) {
  return llvm::runFuzzerOnInputs(argc, argv, LLVMFuzzerTestOneInput);
}
