//===- IRFuzzer.cpp - fuzz parse, verify, canonicalize and lower ---------===//
//
// libFuzzer target over split IR text: parse (with every dialect split-opt
// knows) and verify; then either canonicalize (target (a) of the fuzzing
// plan) or, when SPLIT_FUZZ_LOWER is set in the environment, run the whole
// split-to-LLVM pipeline (buildSplitToLLVMPipeline, target (c)), which is
// what split-runner does with a user's module. Diagnostics are discarded:
// errors are expected answers, only crashes, sanitizer reports and hangs are
// findings.
//
// Upstream MLIR 22's folders crash on string-typed DenseElementsAttrs (for
// example tensor.expand_shape of one, docs/upstream/dense-string-reshape.md);
// the split dialect's own form, #split.strings, is safe, and the dense form
// is converted by --canonicalize only when the constant is visited before
// its users. Modules with dense string constants are therefore not
// canonicalized on their own: the fuzzer would only rediscover that known
// upstream crash.
//
// Likewise upstream's custom parsers of linalg.reduce, linalg.broadcast and
// linalg.transpose store a null attribute (and then crash, in split-opt too)
// when `dimensions =` or `permutation =` is not followed by a well-formed
// integer list (NamedAttrList::set in parseDenseI64ArrayAttr, MLIR 22): such
// inputs are not parsed (test/Tools/split-fuzz/Inputs/linalg-reduce-*.mlir;
// reported: docs/upstream/linalg-dense-i64-array-parse.md).
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Pipelines/Pipelines.h"
#include "split/Tools/Registration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/Regex.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {
/// One context for the whole fuzzing session: creating one per input would
/// dominate the run time. Threading is off so that crashes reproduce.
MLIRContext &fuzzContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    split::registerSplitToolDialects(registry);
    auto *created = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    created->loadAllAvailableDialects();
    return created;
  }();
  return *context;
}

/// Whether an attribute of some op is a DenseElementsAttr of strings.
bool hasStringConstant(ModuleOp module) {
  return module
      ->walk([](Operation *op) {
        for (NamedAttribute attr : op->getAttrs())
          if (auto elements = dyn_cast<DenseElementsAttr>(attr.getValue()))
            if (isa<split::StringType>(elements.getElementType()))
              return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether some `dimensions =` or `permutation =` keyword is followed by
/// something upstream's parseDenseI64ArrayAttr fails on (see above): a list
/// of at most 18-digit integers is the form that always parses. (A list
/// longer than 4 KiB counts as malformed: the input is skipped, no more.)
bool hasMalformedI64ArrayKeyword(llvm::StringRef text) {
  static const llvm::Regex wellFormed(
      "^[[:space:]]*\\[[[:space:]]*(-?[0-9]{1,18}([[:space:]]*,[[:space:]]*"
      "-?[0-9]{1,18})*)?[[:space:]]*\\]");
  for (llvm::StringRef keyword : {"dimensions", "permutation"}) {
    for (size_t at = text.find(keyword); at != llvm::StringRef::npos;
         at = text.find(keyword, at + 1)) {
      llvm::StringRef rest = text.drop_front(at + keyword.size()).ltrim();
      if (!rest.consume_front("="))
        continue;
      if (!wellFormed.match(rest.take_front(4096)))
        return true;
    }
  }
  return false;
}

/// Whether some `%name#N` refers to result N of more than six digits: MLIR
/// 22's parser makes N + 1 placeholders for a forward reference to it
/// (15 GB for `%a#962222222`, found by `scripts/fuzz.sh --seed=1 ir`;
/// docs/upstream/parser-result-number-memory.md), which no split op needs.
bool hasHugeResultNumber(llvm::StringRef text) {
  static const llvm::Regex huge("%[$._A-Za-z0-9-]+#[0-9]{7}");
  return huge.match(text);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const bool lower = std::getenv("SPLIT_FUZZ_LOWER") != nullptr;
  MLIRContext &context = fuzzContext();
  ScopedDiagnosticHandler discard(&context,
                                  [](Diagnostic &) { return success(); });
  // MLIR's lexer finds the end of its buffer by the NUL byte after it, as
  // every MemoryBuffer a tool reads has; libFuzzer's data has none, and the
  // (uninstrumented) lexer went on into whatever followed it until ASan
  // caught a memchr past the end (found by `scripts/fuzz.sh --seed=1 ir`).
  // A std::string is NUL-terminated.
  std::string text(reinterpret_cast<const char *>(data), size);
  if (hasMalformedI64ArrayKeyword(text) || hasHugeResultNumber(text))
    return 0;
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  if (!module || failed(verify(*module)))
    return 0;
  PassManager passes(&context);
  if (lower)
    split::buildSplitToLLVMPipeline(passes);
  else if (!hasStringConstant(*module))
    passes.addPass(createCanonicalizerPass());
  else
    return 0;
  if (succeeded(passes.run(*module)))
    (void)verify(*module);
  return 0;
}
