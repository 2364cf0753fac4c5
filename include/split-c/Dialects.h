/*===- Dialects.h - C API for the split dialect -------------------*- C -*-===*\
|*                                                                            *|
|* The split dialect, its types and passes for C and for other languages'     *|
|* bindings, in the style of MLIR's mlir-c/Dialect headers. Everything else *|
|* (contexts, parsing, pass managers, upstream dialects) is MLIR's own C API, *|
|* which libSplitCAPI.so carries too.                                         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef SPLIT_C_DIALECTS_H
#define SPLIT_C_DIALECTS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The split dialect. Registering it through the handle
/// (mlirDialectHandleRegisterDialect) also registers its external models,
/// like mlir::split::registerAllDialects.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Split, split);

/// Registers every split pass and pipeline (split-normalize,
/// split-convert-version, convert-split-to-tensor, split-to-llvm, ...) so
/// that mlirParsePassPipeline and mlirOpPassManagerAddPipeline know them.
MLIR_CAPI_EXPORTED void splitRegisterPasses(void);

/// Whether `type` is `!split.string`.
MLIR_CAPI_EXPORTED bool splitTypeIsAString(MlirType type);

/// The `!split.string` type.
MLIR_CAPI_EXPORTED MlirType splitStringTypeGet(MlirContext ctx);

/// Whether `type` is a `!split.seq<...>`.
MLIR_CAPI_EXPORTED bool splitTypeIsASequence(MlirType type);

/// `!split.seq<elementType>`, in the context of `elementType`. Returns a null
/// type (mlirTypeIsNull) unless `elementType` is a ranked tensor type.
MLIR_CAPI_EXPORTED MlirType splitSequenceTypeGet(MlirType elementType);

/// The element type of a `!split.seq<...>`; a null type for any other type.
MLIR_CAPI_EXPORTED MlirType splitSequenceTypeGetElementType(MlirType type);

#ifdef __cplusplus
}
#endif

#endif /* SPLIT_C_DIALECTS_H */
