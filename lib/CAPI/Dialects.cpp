//===- Dialects.cpp - C API for the split dialect -------------------------===//

#include "split-c/Dialects.h"

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/InitSplit.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::split;

// Not MLIR_DEFINE_CAPI_DIALECT_REGISTRATION: its insert hook adds only the
// dialect class, and the external models (split.check to LLVM for
// convert-to-llvm) would then be missing from C clients' contexts.
static void splitInsertDialect(MlirDialectRegistry registry) {
  split::registerAllDialects(*unwrap(registry));
}

static MlirDialect splitLoadDialect(MlirContext ctx) {
  return wrap(unwrap(ctx)->getOrLoadDialect<SplitDialect>());
}

static MlirStringRef splitDialectNamespace() {
  return wrap(SplitDialect::getDialectNamespace());
}

MlirDialectHandle mlirGetDialectHandle__split__() {
  static MlirDialectRegistrationHooks hooks = {
      splitInsertDialect, splitLoadDialect, splitDialectNamespace};
  return MlirDialectHandle{&hooks};
}

void splitRegisterPasses() { split::registerAllPasses(); }

bool splitTypeIsAString(MlirType type) {
  return llvm::isa<StringType>(unwrap(type));
}

MlirType splitStringTypeGet(MlirContext ctx) {
  return wrap(StringType::get(unwrap(ctx)));
}

bool splitTypeIsASequence(MlirType type) {
  return llvm::isa<SeqType>(unwrap(type));
}

MlirType splitSequenceTypeGet(MlirType elementType) {
  auto tensorType = llvm::dyn_cast<RankedTensorType>(unwrap(elementType));
  if (!tensorType)
    return MlirType{nullptr};
  return wrap(SeqType::get(tensorType.getContext(), tensorType));
}

MlirType splitSequenceTypeGetElementType(MlirType type) {
  auto seqType = llvm::dyn_cast<SeqType>(unwrap(type));
  if (!seqType)
    return MlirType{nullptr};
  return wrap(seqType.getElementType());
}
