export const id = 774;
export const ids = [774];
export const modules = {

/***/ 51774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UploadError: () => (/* binding */ UploadError),
/* harmony export */   uploadReports: () => (/* binding */ uploadReports)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _out_url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19269);
/* harmony import */ var _s3_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22543);
// src/upload/ puts the written report files where `--out-url` says: an S3-compatible bucket or a presigned URL.




/** The report files could not all be uploaded: the run's verdict stands, the local files are kept, exit 3. */
class UploadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UploadError';
    }
}
const CONTENT_TYPES = {
    '.json': 'application/json',
    '.md': 'text/markdown; charset=utf-8',
    '.xml': 'application/xml',
    '.html': 'text/html; charset=utf-8',
};
/** Returns where a shard's files go under the prefix: `shard-2-of-4/`, or nothing for a whole run. */
function shardFolder(shard) {
    return shard ? `shard-${shard.index}-of-${shard.count}/` : '';
}
/**
 * Uploads the files (results.json first: the merge reads it) to the target: each under the prefix, in the shard's
 * folder (`shard-2-of-4/results.json`), for a bucket; results.json alone for a presigned URL, which names one object.
 * Returns where each went (`s3://bucket/key`); throws an UploadError naming every file that failed and why, with no
 * credential or signature, after trying them all.
 */
async function uploadReports(target, files, shard) {
    const ordered = [...files].sort((a, b) => Number((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(b) === 'results.json') - Number((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(a) === 'results.json'));
    const chosen = target.kind === 'presigned' ? ordered.filter((file) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file) === 'results.json') : ordered;
    const uploaded = [];
    const failures = [];
    for (const file of chosen) {
        const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file);
        const contentType = CONTENT_TYPES[(0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(name)] ?? 'application/octet-stream';
        try {
            const body = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
            if (target.kind === 'presigned') {
                await (0,_s3_request_js__WEBPACK_IMPORTED_MODULE_2__/* .presignedPut */ .$)(target.url, body, contentType);
                uploaded.push((0,_out_url_js__WEBPACK_IMPORTED_MODULE_3__/* .targetName */ .j)(target));
            }
            else {
                const key = `${target.prefix}${shardFolder(shard)}${name}`;
                await (0,_s3_request_js__WEBPACK_IMPORTED_MODULE_2__/* .s3Call */ .T)(target.access, { method: 'PUT', bucket: target.bucket, key, body, contentType });
                uploaded.push(`s3://${target.bucket}/${key}`);
            }
        }
        catch (error) {
            failures.push(`${name}: ${error.message}`);
        }
    }
    if (failures.length > 0)
        throw new UploadError(`could not upload the reports to ${(0,_out_url_js__WEBPACK_IMPORTED_MODULE_3__/* .targetName */ .j)(target)}: ${failures.join('; ')}`);
    return uploaded;
}


/***/ })

};
