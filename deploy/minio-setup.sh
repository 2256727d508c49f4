#!/bin/sh
# Run once at every start of the stack (docker-compose.yml's minio-setup, on the MinIO image, which has mc): the
# uploads bucket and the app's own MinIO user, allowed to list that bucket (and its objects' versions) and to read,
# write and delete its objects (every version of one: a removed photo keeps none), nothing else. Safe to run again:
# the bucket is kept, the policy and the user's secret are set anew.
# Uses only the shell's builtins and mc (the image has no grep or cat).
set -eu

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"

policy=/tmp/directory-uploads.json
printf '%s\n' \
  '{"Version": "2012-10-17", "Statement": [' \
  "  {\"Effect\": \"Allow\", \"Action\": [\"s3:ListBucket\", \"s3:ListBucketVersions\"]," \
  "   \"Resource\": [\"arn:aws:s3:::$S3_BUCKET\"]}," \
  "  {\"Effect\": \"Allow\"," \
  "   \"Action\": [\"s3:GetObject\", \"s3:PutObject\", \"s3:DeleteObject\", \"s3:DeleteObjectVersion\"]," \
  "   \"Resource\": [\"arn:aws:s3:::$S3_BUCKET/*\"]}" \
  ']}' >"$policy"
mc admin policy create local directory-uploads "$policy"
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy the user already has is refused as "already in effect": then check that it is there.
if ! mc admin policy attach local directory-uploads --user "$S3_ACCESS_KEY_ID" 2>/dev/null; then
  case "$(mc admin user info local "$S3_ACCESS_KEY_ID")" in
    *directory-uploads*) ;;
    *) echo "Could not give $S3_ACCESS_KEY_ID the directory-uploads policy" >&2 && exit 1 ;;
  esac
fi
echo "MinIO is ready: bucket $S3_BUCKET, read and written by $S3_ACCESS_KEY_ID."
