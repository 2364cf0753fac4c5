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

/// The MLIR element type of an ONNX `TensorProto::DataType` (docs/Interface.md,
/// element types), or a null type for a data type the dialect does not know.
Type getElementType(MLIRContext *context, int32_t dataType);

/// The ONNX `TensorProto::DataType` of an MLIR element type, or 0
/// (UNDEFINED).
int32_t getDataType(Type elementType);

/// The ONNX name of a data type ("float", "int64", ...), for messages.
std::string getDataTypeName(int32_t dataType);

/// `name` (a node, tensor, attribute or op type name from a model) as
/// messages show it: in single quotes, with LLVM's escapes (`\0A`, `\1B`,
/// `\C3\A9`) for every byte that is not printable ASCII, and for `\` and
/// `'`: a name can neither cut a message short nor start a line of its own.
std::string quoteName(llvm::StringRef name);

/// `text` with the escapes of quoteName but without the quotes (op types in
/// parentheses).
std::string escapeName(llvm::StringRef text);

/// `text` with LLVM's escapes for every byte that is not printable ASCII
/// and for those in `alsoEscaped`: what a line of a report may hold.
std::string escapeBytes(llvm::StringRef text, llvm::StringRef alsoEscaped = "");

/// A shape for messages: "[2, 3]".
std::string formatShape(llvm::ArrayRef<int64_t> shape);

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

/// Decodes `tensor` from `raw_data`, from the typed field its data type
/// uses, or from its external data (ONNX's external data: a file named
/// relative to `modelDir`, the model's directory, which it must not leave;
/// an empty `modelDir` allows no external data). Fails (never crashes) on
/// negative dimensions, element counts that overflow, data whose length does
/// not match the shape, data in two fields, and unknown data types.
llvm::Expected<TensorData> decodeTensor(const onnx::TensorProto &tensor,
                                        llvm::StringRef modelDir = "");

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
