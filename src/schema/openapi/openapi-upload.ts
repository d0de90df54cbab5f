// An OpenAPI operation's upload: a multipart/form-data form with its files, or a file's bytes as the whole body.
import type { RequestData } from '../operation.js';
import { contentTypeOf, extensionOf, OCTET_STREAM, uploadKind } from '../../vocabulary/uploads.js';
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';
import { propertiesOf } from './openapi-properties.js';

// The files a generated upload names are written by generation beside loadtool.yaml, under `uploads/`, when they are
// not there (pipeline/upload-files.ts): a small valid file of the declared type. A multipart file is named after its
// field (`uploads/photo.png`), a whole-body file `uploads/upload.<ext>`: operations that upload the same field of the
// same type share one file.

/** Where generated upload files go, relative to loadtool.yaml. */
const UPLOADS_DIR = 'uploads';

/** Media types whose body is text or data of its own, never a file's bytes. */
const NOT_A_FILE = /json|xml|yaml|graphql|^text\/|x-www-form-urlencoded|^multipart\//i;

/**
 * Returns whether a request body of `contentType` with `schema` is a file's bytes: a media type that is not text or
 * data (application/octet-stream, image/png, application/pdf, `*\/*`) whose schema is absent or a string (OpenAPI
 * 3.0's `format: binary`, 3.1's `contentMediaType`, or no format at all).
 */
export function isFileBody(document: OpenApiDocument, contentType: string, schema: unknown): boolean {
  if (NOT_A_FILE.test(contentType)) return false;
  const resolved = deref(document.root, schema);
  return !resolved || Object.keys(resolved).length === 0 || resolved.type === 'string' || isBinary(resolved);
}

/** Returns the request of a whole body that is a file of `contentType`: `{ file: uploads/upload.png }`. */
export function fileBody(contentType: string): RequestData {
  const type = concreteType(contentType);
  return { body: { file: `${UPLOADS_DIR}/upload.${extensionOf(type)}` }, contentType: type };
}

/**
 * Returns the multipart body of a form whose sample is `sampled` (its required properties): each text property as
 * text (an object or list as JSON, which is multipart's default for them), each binary one (OpenAPI 3.0's `format:
 * binary`, 3.1's `contentMediaType`) a file of its declared type (the encoding object's `contentType`, else
 * `contentMediaType`, else application/octet-stream). When no binary property is required, the first one is sent
 * all the same: an upload without its file tests nothing.
 */
export function multipartBody(document: OpenApiDocument, media: Json, sampled: unknown): RequestData {
  const schema = deref(document.root, media.schema);
  const properties = propertiesOf(document, schema);
  const encoding = isObject(media.encoding) ? media.encoding : {};
  const values = isObject(sampled) ? sampled : {};
  const binary = Object.keys(properties).filter((name) => isBinary(fileSchema(document, properties[name]!)));
  const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
  const files = binary.filter((name) => required.has(name));
  if (files.length === 0 && binary.length > 0) files.push(binary[0]!);
  const fields: Array<[string, unknown]> = [];
  for (const [name, value] of Object.entries(values)) {
    if (binary.includes(name) || value === null || value === undefined) continue;
    fields.push([name, typeof value === 'object' ? JSON.stringify(value) : value]);
  }
  for (const name of files) {
    const declared = deref(document.root, encoding[name])?.contentType;
    const property = fileSchema(document, properties[name]!);
    const contentType = concreteType(
      typeof declared === 'string'
        ? declared.split(',')[0]!.trim()
        : typeof property.contentMediaType === 'string'
          ? property.contentMediaType
          : OCTET_STREAM,
    );
    fields.push([name, filePart(name, contentType)]);
  }
  return { body: { multipart: Object.fromEntries(fields) } };
}

/**
 * Returns the multipart body of a Swagger 2.0 form (`in: formData`): its required fields sampled by `valueOf`, its
 * `type: file` fields (the required ones, else the first) files of application/octet-stream, which Swagger cannot
 * say more of.
 */
export function swaggerMultipartBody(fields: Json[], valueOf: (field: Json) => unknown): RequestData {
  const fileFields = fields.filter((field) => field.type === 'file');
  const files = fileFields.filter((field) => field.required === true);
  if (files.length === 0 && fileFields.length > 0) files.push(fileFields[0]!);
  const entries: Array<[string, unknown]> = [];
  for (const field of fields) {
    if (field.type === 'file' || field.required !== true) continue;
    const value = valueOf(field);
    entries.push([String(field.name), typeof value === 'object' && value !== null ? JSON.stringify(value) : value]);
  }
  for (const field of files) entries.push([String(field.name), filePart(String(field.name), OCTET_STREAM)]);
  return { body: { multipart: Object.fromEntries(entries) } };
}

/**
 * Returns a JSON body as a request: with its content type written when the body has the shape of an upload, so that
 * loadtool.yaml reads it as JSON (vocabulary/uploads.ts's rule).
 */
export function jsonBody(body: unknown, contentType: string): RequestData {
  return uploadKind(body, undefined) === undefined ? { body } : { body, contentType };
}

/** Returns a multipart file field: `{ file: uploads/<field>.<ext> }`, its content type written unless the extension says it. */
function filePart(name: string, contentType: string): Json {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file';
  const file = `${UPLOADS_DIR}/${slug}.${extensionOf(contentType)}`;
  return contentTypeOf(file) === contentType ? { file } : { file, contentType };
}

/** Returns the schema of a file property: the items' for a list of files (one is sent). */
function fileSchema(document: OpenApiDocument, property: Json): Json {
  return property.type === 'array' ? (deref(document.root, property.items) ?? property) : property;
}

/** Whether a schema is a file's bytes: 3.0's `format: binary` (or `base64`), 3.1's `contentMediaType`. */
function isBinary(schema: Json): boolean {
  return schema.format === 'binary' || schema.format === 'base64' || typeof schema.contentMediaType === 'string';
}

/** Returns a media type a file can be made of: a range (`image/*`, `*\/*`) as one of its types, parameters left out. */
function concreteType(declared: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (!type.endsWith('/*')) return type;
  if (type === 'image/*') return 'image/png';
  if (type === 'text/*') return 'text/plain';
  return OCTET_STREAM;
}
