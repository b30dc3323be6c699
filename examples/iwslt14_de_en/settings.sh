# IWSLT14 German->English: the paper's settings, sourced by prepare.sh, train.sh, evaluate.sh.
# MUSE: Zhao et al. 2019, §3.1-3.2 (MUSE-base) and Table 2; the authors' command and training
# log (lancopku/Prime, examples/parallel_intersected_multi-scale_attention(Prime)) fill what the
# paper leaves out. No --share-*-embeddings for MUSE: the authors' run shares none (their log:
# one dictionary and one embedding table per language).
RECIPE=iwslt14_de_en
SRC=de TGT=en
# The paper (§3.1): "a joint source and target BPE factorization with the vocabulary size of
# 32K". DATA=authors builds what the authors' training log shows instead: fairseq's
# prepare-iwslt14.sh (10k joint merges, one dictionary per language: 8,848 / 6,632 types).
if [[ "${DATA:-paper}" == authors ]]; then
    BPE_OPS="${BPE_OPS:-10000}" JOINED_DICT=0
else
    BPE_OPS="${BPE_OPS:-32000}" JOINED_DICT=1
fi
# shellcheck source=../common/recipe.sh
source "$HERE/../common/recipe.sh"

# Every family at MUSE-base size, with MUSE-base's training, for comparison.
ARCHS=(muse_base muse_simple_base transformer msmsa_transformer msmsa_paper bpt_mt da_transformer umst_base)

arch_settings() {  # sets DIMS MODEL OPTIM LR WARMUP ... BEAM LENPEN for $ARCH
    # MUSE-base: 12+12 blocks, d 384, FFN 768, 4 heads (§3.2.1)
    DIMS=(--encoder-layers 12 --decoder-layers 12 --encoder-embed-dim 384 --decoder-embed-dim 384
          --encoder-ffn-embed-dim 768 --decoder-ffn-embed-dim 768
          --encoder-attention-heads 4 --decoder-attention-heads 4)
    MODEL=(--dropout 0.4)  # §3.2.2
    # Adam, inverse square root decay (§3.2.2); betas, weight decay, label smoothing: authors' command
    OPTIM=(--optimizer adam --adam-betas '(0.9, 0.98)' --clip-norm 0.0 --weight-decay 0.0001
           --criterion label_smoothed_cross_entropy --label-smoothing 0.1)
    LR=1e-3 WARMUP=4000 WARMUP_INIT_LR=1e-7 SCHEDULE=inverse_sqrt
    # "batch size of 4K ... updated every 4 steps" on one GPU (§3.2.2; --max-tokens 4000 --update-freq 4)
    BATCH_UNIT=tokens BATCH_TOTAL=16000 BATCH_CAP=4000
    MAX_UPDATE=20000 MAX_EPOCH=0
    AVG=10            # "average the last 10 checkpoints", saved every epoch
    BEAM=5 LENPEN=1   # §3.2.3
    LOWERCASE=1 COMPOUND_SPLIT=0
    PAPER_METRIC="tokenized BLEU (multi-bleu.perl) of the lowercased test set: MUSE 36.3, MUSE-simple 35.8 (Table 2)"
    case "$ARCH" in
        muse_base) MODEL+=(--muse-kernel-sizes 3,15 --muse-weight-dropout 0.1) ;;  # §3.2.1; authors' log
        bpt_mt) MODEL+=(--bpt-k 4) ;;
    esac
}
