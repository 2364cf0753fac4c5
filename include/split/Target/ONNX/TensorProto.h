//===- TensorProto.h - ONNX TensorProto to MLIR and bytes -------*- C++ -*-===//
//
// Decoding of ONNX `TensorProto` values, shared by the importer (initializers,
// Constant nodes) and split-onnx-run (inputs and expected outputs of the
// backend-test data sets).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TARGET_ONNX_TENSORPROTO_H
#define SPLIT_TARGET_ONNX_TENSORPROTO_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace onnx {
class SparseTensorProto;
class TensorProto;
} // namespace onnx

namespace mlir::split::onnx_import {

/// The MLIR element type of an ONNX `TensorProto::DataType` (SPEC.md, element
/// types), or a null type for a data type the dialect does not know.
Type getElementType(MLIRContext *context, int32_t dataType);

/// The ONNX `TensorProto::DataType` of an MLIR element type, or 0
/// (UNDEFINED).
int32_t getDataType(Type elementType);

/// The ONNX name of a data type ("float", "int64", ...), for messages.
std::string getDataTypeName(int32_t dataType);

/// Bytes per element in the buffers below: the in-memory size of the MLIR
/// element type after lowering to LLVM (bool/i1 is one byte). 0 for strings
/// and unknown types.
int64_t getElementByteWidth(int32_t dataType);

/// The decoded contents of a TensorProto: row-major, little-endian, one byte
/// per bool (0 or 1), or one std::string per element for strings.
struct TensorData {
  int32_t dataType = 0;
  llvm::SmallVector<int64_t> shape;
  std::vector<char> bytes;
  std::vector<std::string> strings;

  int64_t getNumElements() const;
};

/// Decodes `tensor` from `raw_data` or from the typed field its data type
/// uses. Fails (never crashes) on negative dimensions, element counts that
/// overflow, data whose length does not match the shape, external data and
/// unknown data types.
llvm::Expected<TensorData> decodeTensor(const onnx::TensorProto &tensor);

/// Decodes the sparse tensor `tensor` (Constant's `sparse_value`, a graph's
/// `sparse_initializer`) into its dense form: zeros (empty strings) where
/// `indices` (INT64, [NNZ] linear or [NNZ, rank] coordinates) name no
/// element, `values` ([NNZ]) where they do. Fails on indices out of range,
/// counts that do not match, and dense forms of more than 2^28 elements
/// (the message holds only the non-zero values).
llvm::Expected<TensorData>
decodeSparseTensor(const onnx::SparseTensorProto &tensor);

/// The constant holding `data`: a DenseElementsAttr, or for strings a
/// #split.strings of `!split.string` (upstream folders crash on dense
/// strings, see SplitAttrs.td).
ElementsAttr getElementsAttr(MLIRContext *context, const TensorData &data);

} // namespace mlir::split::onnx_import

#endif // SPLIT_TARGET_ONNX_TENSORPROTO_H
