// What the ONNX Runtime scripts of bench/ share: an ONNX model written as
// protobuf text, encoded with protoc and the onnx.proto under `protoInclude`
// (Debian's libonnx-dev: /usr/include).
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

export const encodeModel = (protoInclude, text, file) =>
  fs.writeFileSync(file, execFileSync('protoc', [`-I${protoInclude}`,
    '--encode=onnx.ModelProto', 'onnx/onnx.proto'], { input: text }));
