export const id = 236;
export const ids = [236];
export const modules = {

/***/ 37236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadResults: () => (/* binding */ downloadResults)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _out_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19269);
/* harmony import */ var _s3_request_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22543);
// `loadtool merge s3://bucket/prefix/`: the shards' results.json listed (ListObjectsV2) and downloaded for the merge.





/** The most keys listed under a prefix: far more than the shards of a run leave there (four files each). */
const MAX_KEYS = 20_000;
/**
 * Downloads every object named results.json under the target's prefix, at any depth, into `dir`, keeping its path
 * below the prefix (`shard-2-of-4/results.json`); returns the local files. Throws a CannotRunError (exit 3) naming the
 * bucket, never a credential, when the bucket cannot be listed or an object read; an InputError (exit 2) when the
 * prefix holds no results.json, as `loadtool merge` does for such a folder.
 */
async function downloadResults(target, dir) {
    const keys = await resultKeys(target);
    const files = [];
    for (const key of keys) {
        const local = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ...key.slice(target.prefix.length).split('/'));
        const body = await (0,_s3_request_js__WEBPACK_IMPORTED_MODULE_3__/* .s3Call */ .T)(target.access, { method: 'GET', bucket: target.bucket, key }).catch((error) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CannotRunError */ .F3(`could not read s3://${target.bucket}/${key}: ${error.message}`);
        });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(local), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(local, body);
        files.push(local);
    }
    return files;
}
/** Returns the keys under the prefix whose last segment is results.json, listing page after page. */
async function resultKeys(target) {
    const keys = [];
    let token;
    let listed = 0;
    do {
        const query = { 'list-type': '2', prefix: target.prefix };
        if (token)
            query['continuation-token'] = token;
        const xml = await (0,_s3_request_js__WEBPACK_IMPORTED_MODULE_3__/* .s3Call */ .T)(target.access, { method: 'GET', bucket: target.bucket, key: '', query }).then((body) => body.toString('utf8'), (error) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CannotRunError */ .F3(`could not list ${(0,_out_url_js__WEBPACK_IMPORTED_MODULE_4__/* .targetName */ .j)(target)}: ${error.message}`);
        });
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1]));
        listed += page.length;
        keys.push(...page.filter((key) => key === `${target.prefix}results.json` || key.endsWith('/results.json')));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
            ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
            : undefined;
    } while (token && listed < MAX_KEYS);
    // A key with `..` would write outside the folder: such a key is no shard of ours.
    const safe = keys.filter((key) => !key.split('/').some((segment) => segment === '..' || segment === '.'));
    if (safe.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz((0,_out_url_js__WEBPACK_IMPORTED_MODULE_4__/* .targetName */ .j)(target), [
            {
                path: '',
                message: `holds no results.json (searched at any depth): run the shards with --out-url ${(0,_out_url_js__WEBPACK_IMPORTED_MODULE_4__/* .targetName */ .j)(target)}`,
            },
        ]);
    return safe;
}
/** Returns XML character data with its five entities decoded. */
function xmlText(text) {
    const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => entities[name]);
}


/***/ })

};
