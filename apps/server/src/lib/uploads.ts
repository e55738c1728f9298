/** Where an uploaded image is served (GET /api/uploads/{file}), for every answer that shows one. */
export const uploadUrl = (filename: string) => `/uploads/${filename}`;
